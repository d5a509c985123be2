// Bug: treats every year divisible by 4 as a leap year.
#include <iostream>
#include <string>
using namespace std;

bool leap(int y) { return y % 4 == 0; }

int main() {
    string s;
    cin >> s;
    int y = stoi(s.substr(0, 4)), m = stoi(s.substr(5, 2)), d = stoi(s.substr(8, 2));
    int len[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    long long days = 0;
    for (int yy = 1; yy < y; ++yy) days += leap(yy) ? 366 : 365;
    for (int mm = 1; mm < m; ++mm) days += (mm == 2 && leap(y)) ? 29 : len[mm];
    days += d - 1;
    string names[7] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    cout << names[days % 7] << "\n";
    return 0;
}
