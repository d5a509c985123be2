// Bug: always prints a - b, assuming that the first number is the larger one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a - b << "\n";
    return 0;
}
