#include <iostream>
using namespace std;

int main() {
    long long n, s;
    cin >> n >> s;
    cout << (s + n - 1) / n << "\n";
    return 0;
}
