#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long reversed = 0;
    for (; n > 0; n >>= 1) reversed = reversed * 2 + (n & 1);
    cout << reversed << "\n";
    return 0;
}
