// Bug: treats age 13 as a child (uses <= 13 instead of < 13).
#include <iostream>
#include <string>
using namespace std;

int main() {
    int a;
    cin >> a;
    if (a <= 13) cout << "child\n";
    else if (a <= 19) cout << "teenager\n";
    else cout << "adult\n";
    return 0;
}
