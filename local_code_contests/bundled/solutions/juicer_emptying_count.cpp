#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    long long b, d;
    cin >> n >> b >> d;
    long long waste = 0;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        if (a > b) continue;
        waste += a;
        if (waste > d) {
            ++count;
            waste = 0;
        }
    }
    cout << count << "\n";
    return 0;
}
