// Deliberately wrong variant of solutions/century_of_year.cpp: uses y / 100 + 1, which is one too many for years divisible by 100.
#include <iostream>
using namespace std;

int main() {
    long long y;
    cin >> y;
    cout << y / 100 + 1 << "\n";
    return 0;
}
