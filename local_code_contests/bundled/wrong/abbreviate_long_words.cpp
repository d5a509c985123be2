// Deliberately wrong variant of solutions/abbreviate_long_words.cpp: also shortens words of exactly k letters.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    for (int i = 0; i < n; ++i) {
        string w;
        cin >> w;
        int len = w.size();
        if (len >= k) cout << w[0] << len - 2 << w[len - 1] << "\n";
        else cout << w << "\n";
    }
    return 0;
}
