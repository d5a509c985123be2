#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    int count = 0;
    while (cin >> w)
        if (w[0] >= 'A' && w[0] <= 'Z') ++count;
    cout << count << "\n";
    return 0;
}
