#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> deck(2 * n), next(2 * n);
    for (int i = 0; i < 2 * n; ++i) deck[i] = i;
    int shuffles = 0;
    while (true) {
        for (int i = 0; i < n; ++i) {
            next[2 * i] = deck[i];
            next[2 * i + 1] = deck[n + i];
        }
        deck = next;
        ++shuffles;
        bool back = true;
        for (int i = 0; i < 2 * n; ++i) back = back && deck[i] == i;
        if (back) break;
    }
    cout << shuffles << "\n";
    return 0;
}
