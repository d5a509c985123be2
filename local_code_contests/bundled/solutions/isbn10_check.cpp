#include <iostream>
#include <string>
using namespace std;

int main() {
    string code;
    cin >> code;
    int total = 0;
    for (int i = 0; i < 10; ++i) {
        int value = code[i] == 'X' ? 10 : code[i] - '0';
        total += (10 - i) * value;
    }
    cout << (total % 11 == 0 ? "YES" : "NO") << "\n";
    return 0;
}
