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
        if (a == 1) hard = true;
    }
    cout << (hard ? "HARD" : "EASY") << "\n";
    return 0;
}
