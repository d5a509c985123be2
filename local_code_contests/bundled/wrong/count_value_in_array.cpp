// Bug: stops at the first match, so it never counts more than one occurrence.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, x;
    cin >> n >> x;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (a == x) {
            ++count;
            break;
        }
    }
    cout << count << "\n";
    return 0;
}
