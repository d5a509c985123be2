// Bug: starts searching one minute later, so a time that is already nice does not give 0.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int cur = stoi(s.substr(0, 2)) * 60 + stoi(s.substr(3, 2));
    for (int k = 1;; ++k) {
        int t = (cur + k) % 1440;
        int h = t / 60, m = t % 60;
        if (h / 10 == m % 10 && h % 10 == m / 10) {
            cout << k << "\n";
            return 0;
        }
    }
}
