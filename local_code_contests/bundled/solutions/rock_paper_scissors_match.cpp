#include <iostream>
#include <string>
using namespace std;

bool beats(char x, char y) {
    return (x == 'R' && y == 'S') || (x == 'S' && y == 'P') || (x == 'P' && y == 'R');
}

int main() {
    int n;
    string a, b;
    cin >> n >> a >> b;
    int wa = 0, wb = 0;
    for (int i = 0; i < n; ++i) {
        if (beats(a[i], b[i])) ++wa;
        else if (beats(b[i], a[i])) ++wb;
    }
    if (wa > wb) cout << "ALICE\n";
    else if (wb > wa) cout << "BOB\n";
    else cout << "DRAW\n";
    return 0;
}
