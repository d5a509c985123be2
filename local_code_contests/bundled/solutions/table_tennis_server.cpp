#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long played = a + b;
    // Before 10:10 the server changes every two points, afterwards (from 20 points on) after every point.
    bool alice = played < 20 ? (played / 2) % 2 == 0 : played % 2 == 0;
    cout << (alice ? "Alice" : "Bob") << "\n";
    return 0;
}
