#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0, smallestOdd = -1;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        sum += a;
        if (a % 2 == 1 && (smallestOdd < 0 || a < smallestOdd)) smallestOdd = a;
    }
    if (sum % 2 == 1) sum -= smallestOdd;  // an odd sum has an odd element to leave out
    cout << sum << "\n";
    return 0;
}
