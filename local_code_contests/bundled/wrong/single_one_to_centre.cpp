// Bug: mixes 1-based and 0-based numbering and takes n / 2 + 1 as the 0-based middle index.
#include <iostream>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    int answer = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            int x;
            cin >> x;
            if (x == 1) answer = abs(i - (n / 2 + 1)) + abs(j - (n / 2 + 1));
        }
    cout << answer << "\n";
    return 0;
}
