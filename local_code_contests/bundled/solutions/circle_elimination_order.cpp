#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> circle(n);
    for (int i = 0; i < n; ++i) circle[i] = i + 1;
    int at = 0;
    for (int left = n; left > 0; --left) {
        at = (at + k - 1) % left;
        cout << circle[at] << (left > 1 ? ' ' : '\n');
        circle.erase(circle.begin() + at);
    }
    return 0;
}
