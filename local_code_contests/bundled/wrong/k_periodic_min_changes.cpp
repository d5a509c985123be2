// Bug: in every class of positions keeps the first letter instead of the most frequent one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    int moves = 0;
    for (int r = 0; r < k; ++r)
        for (int i = r + k; i < n; i += k)
            if (s[i] != s[r]) ++moves;
    cout << moves << "\n";
    return 0;
}
