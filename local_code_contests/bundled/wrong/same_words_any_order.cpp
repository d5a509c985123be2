// Bug: compares the sets of words, ignoring how many times each word occurs.
#include <iostream>
#include <set>
#include <sstream>
#include <string>
using namespace std;

set<string> words(const string &line) {
    stringstream in(line);
    set<string> out;
    string w;
    while (in >> w) out.insert(w);
    return out;
}

int main() {
    string a, b;
    getline(cin, a);
    getline(cin, b);
    cout << (words(a) == words(b) ? "YES" : "NO") << "\n";
    return 0;
}
