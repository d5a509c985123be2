// Bug: compares only the first letters, keeping the earlier word on a tie.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    string best;
    for (int i = 0; i < n; ++i) {
        string w;
        cin >> w;
        if (i == 0 || w[0] < best[0]) best = w;
    }
    cout << best << "\n";
    return 0;
}
