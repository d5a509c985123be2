// Deliberately wrong variant of solutions/savings_years.cpp: grows the balance by the exact percentage in double, without rounding down each year.
#include <iostream>
using namespace std;

int main() {
    long long a, p, b;
    cin >> a >> p >> b;
    double balance = a;
    int years = 0;
    while (balance < b) {
        balance *= 1 + p / 100.0;
        ++years;
    }
    cout << years << "\n";
    return 0;
}
