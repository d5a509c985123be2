// Bug: only considers making the string all zeros or all ones.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int zeros = count(s.begin(), s.end(), '0');
    int ones = s.size() - zeros;
    cout << min(zeros, ones) << "\n";
    return 0;
}
