#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    string best = s;
    for (size_t k = 1; k < s.size(); ++k) {
        string shifted = s.substr(k) + s.substr(0, k);
        if (shifted < best) best = shifted;
    }
    cout << best << "\n";
    return 0;
}
