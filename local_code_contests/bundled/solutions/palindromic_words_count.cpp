#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    int count = 0;
    while (cin >> w)
        if (w == string(w.rbegin(), w.rend())) ++count;
    cout << count << "\n";
    return 0;
}
