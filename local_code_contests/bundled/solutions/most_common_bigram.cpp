#include <iostream>
#include <map>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    map<string, int> count;
    for (size_t i = 0; i + 1 < s.size(); ++i) ++count[s.substr(i, 2)];
    string best;
    int best_count = 0;
    for (auto &entry : count)
        if (entry.second > best_count) {
            best = entry.first;
            best_count = entry.second;
        }
    cout << best << "\n";
    return 0;
}
