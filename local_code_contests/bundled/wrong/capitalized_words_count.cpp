// Bug: counts all uppercase letters instead of words that start with one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    int count = 0;
    while (cin >> w)
        for (char c : w)
            if (c >= 'A' && c <= 'Z') ++count;
    cout << count << "\n";
    return 0;
}
