#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    for (int x = 2; x <= n; x += 2) {
        if (x > 2) cout << " ";
        cout << x;
    }
    cout << "\n";
    return 0;
}
