// Deliberately wrong variant of solutions/deletions_for_divisible_by_25.cpp: forgets the ending 75.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = n;
    for (string ending : {"00", "25", "50"}) {
        for (int j = n - 1; j >= 1; --j) {
            if (s[j] != ending[1]) continue;
            int i = j - 1;
            while (i >= 0 && s[i] != ending[0]) --i;
            if (i >= 0) {
                int deleted = (n - 1 - j) + (j - 1 - i);
                if (deleted < best) best = deleted;
            }
            break;
        }
    }
    cout << best << "\n";
    return 0;
}
