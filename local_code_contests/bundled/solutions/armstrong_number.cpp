#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int d = s.size();
    long long sum = 0;  // up to 9 * 9^9: more than an int holds
    for (char c : s) {
        long long power = 1;
        for (int i = 0; i < d; ++i) power *= c - '0';
        sum += power;
    }
    cout << (sum == stoll(s) ? "YES" : "NO") << "\n";
    return 0;
}
