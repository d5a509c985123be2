#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    long long hours = a, stubs = a;
    while (stubs >= b) {
        long long fresh = stubs / b;
        hours += fresh;
        stubs = stubs % b + fresh;
    }
    cout << hours << "\n";
    return 0;
}
