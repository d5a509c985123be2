#include <iostream>
#include <string>
#include <map>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<string, int> votes;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        ++votes[s];
    }
    string best;
    int most = 0;
    for (auto& [name, c] : votes)
        if (c > most) { most = c; best = name; }
    cout << best << " " << most << "\n";
    return 0;
}
