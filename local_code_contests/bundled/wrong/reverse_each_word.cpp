// Bug: reverses the whole line, so the order of the words is reversed too.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    reverse(line.begin(), line.end());
    cout << line << "\n";
    return 0;
}
