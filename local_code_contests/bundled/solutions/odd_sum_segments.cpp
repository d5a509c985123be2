#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long count[2] = {1, 0};  // prefixes with even / odd sum; the empty prefix is even
    long long parity = 0, answer = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        parity = (parity + a) % 2;
        answer += count[1 - parity];  // a segment is odd when its two prefix sums differ in parity
        ++count[parity];
    }
    cout << answer << "\n";
    return 0;
}
