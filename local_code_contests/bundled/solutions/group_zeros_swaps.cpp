#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int zeros = count(s.begin(), s.end(), '0');
    int misplaced = 0;  // ones among the first `zeros` positions; each swap fixes one of them
    for (int i = 0; i < zeros; ++i)
        if (s[i] == '1') ++misplaced;
    cout << misplaced << "\n";
    return 0;
}
