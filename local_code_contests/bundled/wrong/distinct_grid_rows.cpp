// Bug: only compares each row with the row right above it, so repeats that are not adjacent count as new.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    string prev;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        if (i == 0 || s != prev) ++count;
        prev = s;
    }
    cout << count << "\n";
    return 0;
}
