// Bug: divides the whole height by the net gain per day, ignoring that the last day has no slide.
#include <iostream>
using namespace std;

int main() {
    long long h, u, d;
    cin >> h >> u >> d;
    cout << (h + (u - d) - 1) / (u - d) << "\n";
    return 0;
}
