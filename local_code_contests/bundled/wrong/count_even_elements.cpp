// Bug: counts an element as odd only when a % 2 == 1, so negative odd numbers are counted as even.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int odd = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (a % 2 == 1) ++odd;
    }
    cout << n - odd << "\n";
    return 0;
}
