// Bug: updates the row in place, so a cell sees the new value of its left neighbour.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    for (int step = 0; step < k; ++step) {
        string t = s;
        for (int i = 0; i < n; ++i) {
            int left = (i > 0 && t[i - 1] == '1');
            int right = (i + 1 < n && t[i + 1] == '1');
            t[i] = (left + right == 1) ? '1' : '0';
        }
        s = t;
    }
    cout << s << "\n";
    return 0;
}
