#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        sum += a;
        if (sum > 0) ++count;
    }
    cout << count << "\n";
    return 0;
}
