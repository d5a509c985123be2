// Bug: forgets that a total ending in 0 can be paid with notes only, so it only looks for a last digit equal to r.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int k, r;
    cin >> k >> r;
    int count = 1;
    while (count < 10 && (k * count) % 10 != r) ++count;
    cout << count << "\n";
    return 0;
}
