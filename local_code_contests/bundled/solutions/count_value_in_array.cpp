#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, x;
    cin >> n >> x;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (a == x) ++count;
    }
    cout << count << "\n";
    return 0;
}
