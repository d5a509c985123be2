// Bug: fills the tank up to v in every city, even when the rest of the road needs less fuel.
#include <iostream>
using namespace std;

int main() {
    int n, v;
    cin >> n >> v;
    int fuel = 0, cost = 0;
    for (int city = 1; city < n; ++city) {
        int buy = v - fuel;
        cost += buy * city;
        fuel += buy;
        --fuel;
    }
    cout << cost << "\n";
    return 0;
}
