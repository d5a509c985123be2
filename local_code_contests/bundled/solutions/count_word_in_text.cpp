#include <iostream>
#include <string>
using namespace std;

int main() {
    string w, x;
    cin >> w;
    int count = 0;
    while (cin >> x)
        if (x == w) ++count;
    cout << count << "\n";
    return 0;
}
