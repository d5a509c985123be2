#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    char c;
    cin >> s >> c;
    int count = 0;
    for (char x : s) {
        if (x == c) ++count;
    }
    cout << count << "\n";
    return 0;
}
