#include <iostream>
#include <vector>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    vector<long long> digits;
    while (n > 0) {
        digits.push_back(n % b);
        n /= b;
    }
    bool palindrome = true;
    for (size_t i = 0, j = digits.size() - 1; i < j; ++i, --j) {
        if (digits[i] != digits[j]) palindrome = false;
    }
    cout << (palindrome ? "YES" : "NO") << "\n";
    return 0;
}
