#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count[10] = {0};
    for (char c : s) ++count[c - '0'];
    for (int d = 0; d < 10; ++d) cout << count[d] << (d == 9 ? "\n" : " ");
    return 0;
}
