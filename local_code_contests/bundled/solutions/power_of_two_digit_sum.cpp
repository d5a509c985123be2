#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> digits = {1};  // least significant digit first
    for (int step = 0; step < n; ++step) {
        int carry = 0;
        for (int &d : digits) {
            int value = d * 2 + carry;
            d = value % 10;
            carry = value / 10;
        }
        if (carry) digits.push_back(carry);
    }
    int sum = 0;
    for (int d : digits) sum += d;
    cout << sum << "\n";
    return 0;
}
