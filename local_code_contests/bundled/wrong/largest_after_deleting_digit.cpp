// Deliberately wrong variant of solutions/largest_after_deleting_digit.cpp: deletes the first occurrence of the smallest digit.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    size_t remove = min_element(s.begin(), s.end()) - s.begin();
    s.erase(remove, 1);
    size_t start = s.find_first_not_of('0');
    cout << (start == string::npos ? "0" : s.substr(start)) << "\n";
    return 0;
}
