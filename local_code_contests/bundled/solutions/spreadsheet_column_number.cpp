#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long n = 0;
    for (char c : s) n = n * 26 + (c - 'A' + 1);
    cout << n << "\n";
    return 0;
}
