#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    for (size_t i = 0; i < s.size(); i += k) cout << s.substr(i, k) << "\n";
    return 0;
}
