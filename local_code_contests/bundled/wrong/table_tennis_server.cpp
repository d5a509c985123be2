// Deliberately wrong variant of solutions/table_tennis_server.cpp: ignores the rule change at 10:10 and keeps changing the serve every two points.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long played = a + b;
    bool alice = (played / 2) % 2 == 0;
    cout << (alice ? "Alice" : "Bob") << "\n";
    return 0;
}
