// Bug: counts every common digit as a cow, bulls included.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string secret;
    int q;
    cin >> secret >> q;
    while (q--) {
        string g;
        cin >> g;
        int bulls = 0, cows = 0;
        for (int i = 0; i < 4; ++i) {
            if (g[i] == secret[i]) ++bulls;
            if (secret.find(g[i]) != string::npos) ++cows;
        }
        cout << bulls << " " << cows << "\n";
    }
    return 0;
}
