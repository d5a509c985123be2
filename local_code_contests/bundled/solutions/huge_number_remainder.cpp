#include <iostream>
#include <string>
using namespace std;

int main() {
    string n;
    long long m;
    cin >> n >> m;
    long long r = 0;
    for (char c : n) r = (r * 10 + (c - '0')) % m;  // r * 10 can exceed the int range
    cout << r << "\n";
    return 0;
}
