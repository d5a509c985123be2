#include <iostream>
using namespace std;

int main() {
    long long y;
    cin >> y;
    cout << (y + 99) / 100 << "\n";
    return 0;
}
