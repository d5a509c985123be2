#include <iostream>
#include <map>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<string, int> count;
    for (int i = 0; i < n; ++i) {
        string w;
        cin >> w;
        ++count[w];
    }
    string best;
    int best_count = 0;
    for (auto &entry : count)  // map order is dictionary order, so ties keep the smallest word
        if (entry.second > best_count) {
            best = entry.first;
            best_count = entry.second;
        }
    cout << best << "\n";
    return 0;
}
