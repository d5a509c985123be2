// Bug: keeps the code word in an unsigned int, so bits above the 32nd are lost.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    unsigned long long k;
    cin >> n >> k;
    unsigned int g = k ^ (k >> 1);
    string s;
    for (int i = n - 1; i >= 0; --i) s += (i < 32 && (g >> i & 1U)) ? '1' : '0';
    cout << s << "\n";
    return 0;
}
