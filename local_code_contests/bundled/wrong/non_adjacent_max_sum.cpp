// Bug: only compares robbing every odd house with robbing every even house.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long odd = 0, even = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        if (i % 2 == 0) even += a;
        else odd += a;
    }
    cout << max(odd, even) << "\n";
    return 0;
}
