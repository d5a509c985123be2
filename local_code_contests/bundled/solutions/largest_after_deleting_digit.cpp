#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    // Delete the first digit that is smaller than the digit after it; if the digits never increase, delete the last one.
    size_t remove = s.size() - 1;
    for (size_t i = 0; i + 1 < s.size(); ++i) {
        if (s[i] < s[i + 1]) {
            remove = i;
            break;
        }
    }
    s.erase(remove, 1);
    size_t start = s.find_first_not_of('0');
    cout << (start == string::npos ? "0" : s.substr(start)) << "\n";
    return 0;
}
