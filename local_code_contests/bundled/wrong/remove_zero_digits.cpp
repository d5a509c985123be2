// Deliberately wrong variant of solutions/remove_zero_digits.cpp: strips only the zeros at the end of the number.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    while (s.size() > 1 && s.back() == '0') s.pop_back();
    cout << s << "\n";
    return 0;
}
