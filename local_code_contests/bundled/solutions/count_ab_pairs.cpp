#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long seen_a = 0, pairs = 0;
    for (char c : s) {
        if (c == 'a') ++seen_a;
        else if (c == 'b') pairs += seen_a;
    }
    cout << pairs << "\n";
    return 0;
}
