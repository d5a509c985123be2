// Bug: leaves out the smallest number instead of the smallest odd number.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0, smallest = -1;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        sum += a;
        if (smallest < 0 || a < smallest) smallest = a;
    }
    if (sum % 2 == 1) sum -= smallest;
    cout << sum << "\n";
    return 0;
}
