// Bug: only tries the pattern with a black top-left cell and forgets the other one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    int startB = 0;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        for (int j = 0; j < m; ++j) {
            char wantB = (i + j) % 2 == 0 ? 'B' : 'W';
            if (s[j] != wantB) ++startB;
        }
    }
    cout << startB << "\n";
    return 0;
}
