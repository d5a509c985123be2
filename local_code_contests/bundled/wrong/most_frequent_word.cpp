// Bug: on a tie picks the word that appears first in the list, not the smallest one.
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> words(n);
    map<string, int> count;
    for (auto &w : words) {
        cin >> w;
        ++count[w];
    }
    string best;
    int best_count = 0;
    for (auto &w : words)
        if (count[w] > best_count) {
            best = w;
            best_count = count[w];
        }
    cout << best << "\n";
    return 0;
}
