#include <iostream>
#include <cstdlib>
using namespace std;

int main() {
    int x, y, z, t1, t2, t3;
    cin >> x >> y >> z >> t1 >> t2 >> t3;
    int stairs = abs(x - y) * t1;
    int lift = (abs(z - x) + abs(x - y)) * t2 + 3 * t3;
    cout << (lift <= stairs ? "YES" : "NO") << "\n";
    return 0;
}
