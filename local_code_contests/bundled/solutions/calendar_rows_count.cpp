#include <iostream>
using namespace std;

int main() {
    int d, w;
    cin >> d >> w;
    cout << (w - 1 + d + 6) / 7 << "\n";
    return 0;
}
