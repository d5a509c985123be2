// Deliberately wrong variant of solutions/distinct_digit_year.cpp: starts the search at y itself instead of the year after it.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int y;
    cin >> y;
    for (int year = y;; ++year) {
        string s = to_string(year);
        if (set<char>(s.begin(), s.end()).size() == s.size()) {
            cout << year << "\n";
            return 0;
        }
    }
}
