// Bug: requires c < n instead of c <= n, missing triples whose largest number equals n.
#include <iostream>
#include <cmath>
using namespace std;

int main() {
    int n;
    cin >> n;
    int count = 0;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b) {
            int s = a * a + b * b;
            int c = (int)sqrt((double)s);
            while (c * c > s) --c;
            while ((c + 1) * (c + 1) <= s) ++c;
            if (c * c == s && c < n) ++count;
        }
    cout << count << "\n";
    return 0;
}
