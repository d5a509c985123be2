#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    string s;
    cin >> n >> s;
    string rooms(10, '0');
    for (char c : s) {
        if (c == 'L') {
            for (int i = 0; i < 10; ++i)
                if (rooms[i] == '0') { rooms[i] = '1'; break; }
        } else if (c == 'R') {
            for (int i = 9; i >= 0; --i)
                if (rooms[i] == '0') { rooms[i] = '1'; break; }
        } else {
            rooms[c - '0'] = '0';
        }
    }
    cout << rooms << "\n";
    return 0;
}
