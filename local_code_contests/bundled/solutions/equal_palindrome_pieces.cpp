#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    int n = s.size();
    bool ok = n % k == 0;
    if (ok) {
        int len = n / k;
        for (int p = 0; p < k && ok; ++p) {
            string piece = s.substr(p * len, len);
            if (piece != string(piece.rbegin(), piece.rend())) ok = false;
        }
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
