#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long value = 0;
    for (char c : s) value = value * 2 + (c - '0');
    cout << value << "\n";
    return 0;
}
