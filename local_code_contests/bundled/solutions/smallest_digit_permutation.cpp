#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    sort(s.begin(), s.end());
    // Put the smallest non-zero digit first; all zeros follow it.
    size_t first = s.find_first_not_of('0');
    swap(s[0], s[first]);
    cout << s << "\n";
    return 0;
}
