#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    string s;
    char c;
    cin >> s >> c;
    int n = s.size();
    vector<int> dist(n, 1000000);
    for (int i = 0, last = -1000000; i < n; ++i) {  // nearest c on the left
        if (s[i] == c) last = i;
        dist[i] = i - last;
    }
    for (int i = n - 1, last = 2000000; i >= 0; --i) {  // nearest c on the right
        if (s[i] == c) last = i;
        dist[i] = min(dist[i], last - i);
    }
    for (int i = 0; i < n; ++i) cout << dist[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
