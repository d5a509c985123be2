#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    string best = s;
    for (size_t i = 1; i < s.size(); ++i) {
        string rotated = s.substr(i) + s.substr(0, i);
        if (rotated > best) best = rotated;  // same length, so string order is numeric order
    }
    size_t start = best.find_first_not_of('0');
    cout << best.substr(start) << "\n";
    return 0;
}
