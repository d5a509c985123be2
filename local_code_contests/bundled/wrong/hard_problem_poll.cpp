// Bug: overwrites the flag with every answer, so only the last answer decides.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    bool hard = false;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        hard = (a == 1);
    }
    cout << (hard ? "HARD" : "EASY") << "\n";
    return 0;
}
