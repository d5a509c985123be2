#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    int count = 0;
    for (long long ones = 1; ones <= n; ones = ones * 10 + 1)  // 1, 11, 111, ...
        for (int d = 1; d <= 9; ++d)
            if (ones * d <= n) ++count;
    cout << count << "\n";
    return 0;
}
