// Deliberately wrong variant of solutions/max_digit_rotation.cpp: the loop stops one rotation early and never tries the last one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    string best = s;
    for (size_t i = 1; i + 1 < s.size(); ++i) {
        string rotated = s.substr(i) + s.substr(0, i);
        if (rotated > best) best = rotated;
    }
    size_t start = best.find_first_not_of('0');
    cout << best.substr(start) << "\n";
    return 0;
}
