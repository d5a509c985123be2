#include <iostream>
#include <string>
using namespace std;

bool is_prime(long long x) {
    if (x < 2) return false;
    for (long long d = 2; d * d <= x; ++d)
        if (x % d == 0) return false;
    return true;
}

int main() {
    string s;
    cin >> s;
    bool circular = true;
    for (size_t i = 0; i < s.size(); ++i)
        if (!is_prime(stoll(s.substr(i) + s.substr(0, i)))) circular = false;
    cout << (circular ? "YES" : "NO") << "\n";
    return 0;
}
