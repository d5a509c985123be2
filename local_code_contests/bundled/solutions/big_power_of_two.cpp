#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> digits = {1};  // least significant digit first
    for (int i = 0; i < n; ++i) {
        int carry = 0;
        for (int &d : digits) {
            int v = d * 2 + carry;
            d = v % 10;
            carry = v / 10;
        }
        if (carry) digits.push_back(carry);
    }
    for (int i = digits.size() - 1; i >= 0; --i) cout << digits[i];
    cout << "\n";
    return 0;
}
