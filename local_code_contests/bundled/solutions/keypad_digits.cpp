#include <iostream>
#include <string>
using namespace std;

int main() {
    const string keys[8] = {"abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
    string s, result;
    cin >> s;
    for (char c : s)
        for (int k = 0; k < 8; ++k)
            if (keys[k].find(c) != string::npos) result += (char)('2' + k);
    cout << result << "\n";
    return 0;
}
