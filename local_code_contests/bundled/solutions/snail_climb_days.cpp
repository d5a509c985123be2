#include <iostream>
using namespace std;

int main() {
    long long h, u, d;
    cin >> h >> u >> d;
    if (u >= h) {
        cout << 1 << "\n";
        return 0;
    }
    long long nights = (h - u + (u - d) - 1) / (u - d);
    cout << nights + 1 << "\n";
    return 0;
}
