#include <iostream>
#include <string>
using namespace std;

int main() {
    string name;
    cin >> name;
    long long number = 0;
    for (char c : name) number = number * 26 + (c - 'A' + 1);  // letters are digits 1..26, there is no zero
    cout << number << "\n";
    return 0;
}
