#include <iostream>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    long long load = 0;
    int trips = 1;
    for (int i = 0; i < n; ++i) {
        long long w;
        cin >> w;
        if (load + w > cap) {
            ++trips;
            load = 0;
        }
        load += w;
    }
    cout << trips << "\n";
    return 0;
}
