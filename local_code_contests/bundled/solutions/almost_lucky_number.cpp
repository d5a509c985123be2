#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count = 0;
    for (char c : s) {
        if (c == '4' || c == '7') ++count;
    }
    bool lucky = count > 0;
    for (char c : to_string(count)) {
        if (c != '4' && c != '7') lucky = false;
    }
    cout << (lucky ? "YES" : "NO") << "\n";
    return 0;
}
