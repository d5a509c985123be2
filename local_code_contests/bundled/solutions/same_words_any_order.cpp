#include <algorithm>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

vector<string> words(const string &line) {
    stringstream in(line);
    vector<string> out;
    string w;
    while (in >> w) out.push_back(w);
    sort(out.begin(), out.end());
    return out;
}

int main() {
    string a, b;
    getline(cin, a);
    getline(cin, b);
    cout << (words(a) == words(b) ? "YES" : "NO") << "\n";
    return 0;
}
