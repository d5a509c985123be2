// Bug: forgets the empty prefix, so segments that start at the first element are missed.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long count[2] = {0, 0};
    long long parity = 0, answer = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        parity = (parity + a) % 2;
        answer += count[1 - parity];
        ++count[parity];
    }
    cout << answer << "\n";
    return 0;
}
