#include <bits/stdc++.h>
using namespace std;
int main() {
    vector<string> d = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    string s; long long n;
    cin >> s >> n;
    int i = find(d.begin(), d.end(), s) - d.begin();
    cout << d[(i + n % 7) % 7] << "\n";
}
