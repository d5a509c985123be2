#include <iostream>
#include <string>
using namespace std;

int main() {
    int w, n;
    cin >> w >> n;
    int lines_used = 0, len = 0;
    for (int i = 0; i < n; ++i) {
        string word;
        cin >> word;
        int l = word.size();
        if (lines_used > 0 && len + 1 + l <= w) {
            len += 1 + l;
        } else {
            ++lines_used;
            len = l;
        }
    }
    cout << lines_used << "\n";
    return 0;
}
