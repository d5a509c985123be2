// Bug: counts words that contain w anywhere instead of words equal to w.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w, x;
    cin >> w;
    int count = 0;
    while (cin >> x)
        if (x.find(w) != string::npos) ++count;
    cout << count << "\n";
    return 0;
}
