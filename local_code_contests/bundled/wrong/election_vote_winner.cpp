// Bug: breaks ties in favour of the candidate who got a vote first, not the alphabetically first.
#include <iostream>
#include <string>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<string, int> votes;
    vector<string> order;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        if (votes[s]++ == 0) order.push_back(s);
    }
    string best;
    int most = 0;
    for (auto& name : order)
        if (votes[name] > most) { most = votes[name]; best = name; }
    cout << best << " " << most << "\n";
    return 0;
}
