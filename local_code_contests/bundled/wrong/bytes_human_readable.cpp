// Bug: moves to the next unit only when n is strictly larger than it, so exactly 1024 B stays "1024 B".
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    const char* units[] = {"B", "KB", "MB", "GB", "TB", "PB"};
    int k = 0;
    long long u = 1;
    while (k < 5 && n > u * 1024) { u *= 1024; k++; }
    cout << n / u << " " << units[k] << "\n";
}
