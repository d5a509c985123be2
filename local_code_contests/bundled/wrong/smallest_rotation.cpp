// Deliberately wrong variant of solutions/smallest_rotation.cpp: starts the shift at the first occurrence of the smallest letter.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    size_t k = min_element(s.begin(), s.end()) - s.begin();
    cout << s.substr(k) + s.substr(0, k) << "\n";
    return 0;
}
