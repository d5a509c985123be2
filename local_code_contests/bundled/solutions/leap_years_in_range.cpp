#include <iostream>
using namespace std;

long long leaps_up_to(long long y) {  // leap years among 1..y
    return y / 4 - y / 100 + y / 400;
}

int main() {
    long long a, b;
    cin >> a >> b;
    cout << leaps_up_to(b) - leaps_up_to(a - 1) << "\n";
    return 0;
}
