#include <iostream>
#include <string>
using namespace std;

bool palindrome(long long x) {
    string s = to_string(x);
    return string(s.rbegin(), s.rend()) == s;
}

int main() {
    long long n;
    cin >> n;
    while (!palindrome(n)) ++n;
    cout << n << "\n";
    return 0;
}
