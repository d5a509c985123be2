#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        if (a > 0) sum += a;
    }
    cout << sum << "\n";
    return 0;
}
