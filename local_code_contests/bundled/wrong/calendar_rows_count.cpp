// Bug: adds a row even when the last week is exactly full.
#include <iostream>
using namespace std;

int main() {
    int d, w;
    cin >> d >> w;
    cout << (w - 1 + d) / 7 + 1 << "\n";
    return 0;
}
