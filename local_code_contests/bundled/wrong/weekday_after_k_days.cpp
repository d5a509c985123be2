// Bug: reads k into a 32-bit int, which cannot hold the large values.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string names[7] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    string day;
    int k;
    cin >> day >> k;
    int idx = 0;
    while (names[idx] != day) ++idx;
    cout << names[(idx + k % 7) % 7] << "\n";
    return 0;
}
