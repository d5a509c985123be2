#include <iostream>
#include <string>
using namespace std;

long long reversed(long long x) {
    string s = to_string(x);
    return stoll(string(s.rbegin(), s.rend()));
}

int main() {
    long long n;
    cin >> n;
    int steps = 0;
    while (reversed(n) != n) {
        n += reversed(n);
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
