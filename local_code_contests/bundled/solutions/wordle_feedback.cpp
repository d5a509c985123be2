#include <iostream>
#include <string>
using namespace std;

int main() {
    string secret;
    int q;
    cin >> secret >> q;
    while (q--) {
        string guess;
        cin >> guess;
        string mark(5, '.');
        int left[26] = {0};
        for (int i = 0; i < 5; ++i) {
            if (guess[i] == secret[i]) mark[i] = 'G';
            else ++left[secret[i] - 'a'];
        }
        for (int i = 0; i < 5; ++i) {
            if (mark[i] == 'G') continue;
            if (left[guess[i] - 'a'] > 0) {
                mark[i] = 'Y';
                --left[guess[i] - 'a'];
            }
        }
        cout << mark << "\n";
    }
    return 0;
}
