// Bug: multiplies the counts of a and b, also counting pairs where b comes first.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long a = 0, b = 0;
    for (char c : s) {
        if (c == 'a') ++a;
        else if (c == 'b') ++b;
    }
    cout << a * b << "\n";
    return 0;
}
