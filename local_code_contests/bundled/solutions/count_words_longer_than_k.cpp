#include <iostream>
#include <string>
using namespace std;

int main() {
    int k;
    cin >> k;
    string w;
    int count = 0;
    while (cin >> w) {
        if ((int)w.size() > k) ++count;
    }
    cout << count << "\n";
    return 0;
}
