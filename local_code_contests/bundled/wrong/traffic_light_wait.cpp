// Deliberately wrong variant of solutions/traffic_light_wait.cpp: the moment the light turns red still counts as green.
#include <iostream>
using namespace std;

int main() {
    long long g, r, t;
    cin >> g >> r >> t;
    long long phase = t % (g + r);
    cout << (phase <= g ? 0 : g + r - phase) << "\n";
    return 0;
}
