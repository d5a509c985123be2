// Bug: always adds one coin for the remainder, even when S is divisible by n.
#include <iostream>
using namespace std;

int main() {
    long long n, s;
    cin >> n >> s;
    cout << s / n + 1 << "\n";
    return 0;
}
