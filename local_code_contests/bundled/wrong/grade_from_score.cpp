// Bug: uses p > 90 for the grade A, so exactly 90 points gets B.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int p;
    cin >> p;
    char g;
    if (p > 90) g = 'A';
    else if (p >= 80) g = 'B';
    else if (p >= 70) g = 'C';
    else if (p >= 60) g = 'D';
    else g = 'F';
    cout << g << "\n";
    return 0;
}
