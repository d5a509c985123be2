#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long freeAt = 0, waiting = 0;
    for (int i = 0; i < n; ++i) {
        long long t, d;
        cin >> t >> d;
        long long start = t > freeAt ? t : freeAt;
        waiting += start - t;
        freeAt = start + d;
    }
    cout << waiting << " " << freeAt << "\n";
    return 0;
}
