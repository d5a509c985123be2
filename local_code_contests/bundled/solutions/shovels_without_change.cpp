#include <iostream>
#include <string>
using namespace std;

int main() {
    int k, r;
    cin >> k >> r;
    int count = 1;
    while ((k * count) % 10 != 0 && (k * count) % 10 != r) ++count;
    cout << count << "\n";
    return 0;
}
