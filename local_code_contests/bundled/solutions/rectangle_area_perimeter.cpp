#include <iostream>
#include <string>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a * b << " " << 2 * (a + b) << "\n";
    return 0;
}
