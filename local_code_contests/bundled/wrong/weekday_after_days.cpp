// Bug: reads n into an int, so values above 2^31 - 1 are lost.
#include <bits/stdc++.h>
using namespace std;
int main() {
    vector<string> d = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    string s; int n = 0;
    cin >> s >> n;
    int i = find(d.begin(), d.end(), s) - d.begin();
    cout << d[((i + n % 7) % 7 + 7) % 7] << "\n";
}
