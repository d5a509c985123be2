#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int total = 0;
    for (char c : s) total += c - 'a' + 1;
    cout << total << "\n";
    return 0;
}
