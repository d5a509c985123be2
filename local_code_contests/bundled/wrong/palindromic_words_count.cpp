// Bug: skips words of one letter.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    int count = 0;
    while (cin >> w)
        if (w.size() > 1 && w == string(w.rbegin(), w.rend())) ++count;
    cout << count << "\n";
    return 0;
}
