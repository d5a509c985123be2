#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    int k;
    cin >> n >> k;
    for (int i = 1; i <= k; ++i) {
        if (i > 1) cout << " ";
        cout << n * i;
    }
    cout << "\n";
    return 0;
}
