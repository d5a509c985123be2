#include <bits/stdc++.h>
using namespace std;
int main() {
    int d1, m1, y1, d2, m2, y2; char c;
    cin >> d1 >> c >> m1 >> c >> y1 >> d2 >> c >> m2 >> c >> y2;
    int age = y2 - y1;
    if (make_pair(m2, d2) < make_pair(m1, d1)) age--;
    cout << age << "\n";
}
