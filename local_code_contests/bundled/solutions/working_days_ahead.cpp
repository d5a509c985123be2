#include <bits/stdc++.h>
using namespace std;
int main() {
    vector<string> d = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    string s; long long n;
    cin >> s >> n;
    int i = find(d.begin(), d.end(), s) - d.begin();
    long long cnt = n / 7 * 5;
    for (long long j = 1; j <= n % 7; j++) if ((i + j) % 7 < 5) cnt++;
    cout << cnt << "\n";
}
