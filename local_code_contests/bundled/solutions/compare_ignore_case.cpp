#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    for (char &c : s) c = tolower((unsigned char)c);
    for (char &c : t) c = tolower((unsigned char)c);
    int result = 0;
    if (s < t) result = -1;
    else if (t < s) result = 1;
    cout << result << "\n";
    return 0;
}
