// Deliberately wrong variant of solutions/group_zeros_swaps.cpp: counts the pairs "1 before 0", as if only neighbours could be swapped.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int ones = 0, inversions = 0;
    for (char c : s) {
        if (c == '1') ++ones;
        else inversions += ones;
    }
    cout << inversions << "\n";
    return 0;
}
