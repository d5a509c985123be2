#include <iostream>
using namespace std;

int main() {
    int n, s;
    cin >> n >> s;
    int count = 0;
    for (int x = 1; x <= n; ++x) {
        int sum = 0;
        for (int y = x; y > 0; y /= 10) sum += y % 10;
        if (sum == s) ++count;
    }
    cout << count << "\n";
    return 0;
}
