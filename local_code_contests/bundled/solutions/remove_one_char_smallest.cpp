#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    int remove = n - 1;  // delete the first character that is larger than the next one, else the last one
    for (int i = 0; i + 1 < n; ++i) {
        if (s[i] > s[i + 1]) {
            remove = i;
            break;
        }
    }
    cout << s.substr(0, remove) + s.substr(remove + 1) << "\n";
    return 0;
}
