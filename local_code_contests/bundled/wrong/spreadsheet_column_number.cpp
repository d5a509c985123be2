// Deliberately wrong variant of solutions/spreadsheet_column_number.cpp: reads the name as ordinary base 26 with A = 0 and adds 1 at the end.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string name;
    cin >> name;
    long long number = 0;
    for (char c : name) number = number * 26 + (c - 'A');
    cout << number + 1 << "\n";
    return 0;
}
