#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, s;
    cin >> n >> s;
    vector<int> t(n);
    for (int i = 0; i < n; ++i) {
        int h, m;
        cin >> h >> m;
        t[i] = h * 60 + m;
    }
    int answer = -1;
    if (t[0] >= s + 1) answer = 0;
    for (int i = 0; i < n && answer == -1; ++i) {
        int x = t[i] + 1 + s;
        if (i + 1 == n || t[i + 1] >= x + 1 + s) answer = x;
    }
    cout << answer / 60 << " " << answer % 60 << "\n";
    return 0;
}
