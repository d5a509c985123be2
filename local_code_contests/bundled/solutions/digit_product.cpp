#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long product = 1;
    for (char c : s) product *= c - '0';
    cout << product << "\n";
    return 0;
}
