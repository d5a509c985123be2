// Bug: marks Y whenever the letter occurs anywhere in the secret word, ignoring how many copies are left.
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
            if (secret.find(guess[i]) != string::npos) mark[i] = 'Y';
        }
        cout << mark << "\n";
    }
    return 0;
}
