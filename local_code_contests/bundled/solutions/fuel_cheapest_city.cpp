#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n, v;
    cin >> n >> v;
    int fuel = 0, cost = 0;
    for (int city = 1; city < n; ++city) {
        int left = n - city;  // kilometres still to drive
        int buy = max(0, min(v, left) - fuel);  // fuel is cheapest now: buy all that is useful and fits
        cost += buy * city;
        fuel += buy;
        --fuel;  // drive to the next city
    }
    cout << cost << "\n";
    return 0;
}
