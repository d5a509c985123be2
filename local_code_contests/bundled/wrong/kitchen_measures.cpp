// Deliberately wrong variant of solutions/kitchen_measures.cpp: sums the teaspoons in int, which overflows.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int q;
        string unit;
        cin >> q >> unit;
        if (unit == "cup") total += q * 48;
        else if (unit == "tbsp") total += q * 3;
        else total += q;
    }
    cout << total / 48 << " " << total % 48 / 3 << " " << total % 3 << "\n";
    return 0;
}
