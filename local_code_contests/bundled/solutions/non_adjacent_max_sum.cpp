#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long take = 0, skip = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        long long newTake = skip + a;
        long long newSkip = max(take, skip);
        take = newTake;
        skip = newSkip;
    }
    cout << max(take, skip) << "\n";
    return 0;
}
