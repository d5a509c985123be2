#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long d = n % 10;
    if (d < 0) d = -d;
    cout << d << "\n";
    return 0;
}
