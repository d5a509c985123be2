#include <iostream>
using namespace std;

int main() {
    long long g, r, t;
    cin >> g >> r >> t;
    long long phase = t % (g + r);
    cout << (phase < g ? 0 : g + r - phase) << "\n";
    return 0;
}
