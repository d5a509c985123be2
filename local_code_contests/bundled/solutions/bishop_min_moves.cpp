#include <iostream>
#include <string>
#include <cstdlib>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int c1 = a[0] - 'a', r1 = a[1] - '1', c2 = b[0] - 'a', r2 = b[1] - '1';
    int answer;
    if (c1 == c2 && r1 == r2) answer = 0;
    else if ((c1 + r1) % 2 != (c2 + r2) % 2) answer = -1;
    else if (abs(c1 - c2) == abs(r1 - r2)) answer = 1;
    else answer = 2;
    cout << answer << "\n";
    return 0;
}
