#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = n;
    // A multiple of 25 ends with 00, 25, 50 or 75: keep the last such pair as far right as possible.
    for (string ending : {"00", "25", "50", "75"}) {
        for (int j = n - 1; j >= 1; --j) {
            if (s[j] != ending[1]) continue;
            int i = j - 1;
            while (i >= 0 && s[i] != ending[0]) --i;
            if (i >= 0) {
                int deleted = (n - 1 - j) + (j - 1 - i);
                if (deleted < best) best = deleted;
            }
            break;  // a digit further left only costs more deletions
        }
    }
    cout << best << "\n";
    return 0;
}
