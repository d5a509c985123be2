#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int y;
    cin >> y;
    for (int year = y + 1;; ++year) {
        string s = to_string(year);
        if (set<char>(s.begin(), s.end()).size() == s.size()) {
            cout << year << "\n";
            return 0;
        }
    }
}
