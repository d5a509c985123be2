#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s;
    cin >> s;
    vector<string> terms;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] != '0') terms.push_back(s[i] + string(s.size() - 1 - i, '0'));
    cout << terms.size() << "\n";
    for (size_t i = 0; i < terms.size(); ++i) cout << terms[i] << (i + 1 == terms.size() ? "\n" : " ");
    return 0;
}
