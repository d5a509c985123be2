// Bug: lets the number of free officers go negative, so officers hired later pay off earlier crimes.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int officers = 0;
    for (int i = 0; i < n; ++i) {
        int e;
        cin >> e;
        if (e > 0) officers += e;
        else --officers;
    }
    cout << (officers < 0 ? -officers : 0) << "\n";
    return 0;
}
