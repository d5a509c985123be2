// Bug: drops the last piece when it is shorter than k.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    for (size_t i = 0; i + k <= s.size(); i += k) cout << s.substr(i, k) << "\n";
    return 0;
}
