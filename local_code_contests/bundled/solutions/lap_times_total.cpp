#include <iostream>
#include <string>
#include <cstdio>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;
    for (int i = 0; i < n; ++i) {
        string t;
        cin >> t;
        size_t colon = t.find(':');
        total += stoll(t.substr(0, colon)) * 60 + stoll(t.substr(colon + 1));
    }
    printf("%lld:%02lld:%02lld\n", total / 3600, total / 60 % 60, total % 60);
    return 0;
}
