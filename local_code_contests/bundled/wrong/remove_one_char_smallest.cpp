// Deliberately wrong variant of solutions/remove_one_char_smallest.cpp: deletes the first occurrence of the largest letter.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    size_t remove = max_element(s.begin(), s.end()) - s.begin();
    cout << s.substr(0, remove) + s.substr(remove + 1) << "\n";
    return 0;
}
