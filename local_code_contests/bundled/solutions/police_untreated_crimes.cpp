#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int officers = 0, untreated = 0;
    for (int i = 0; i < n; ++i) {
        int e;
        cin >> e;
        if (e > 0) officers += e;
        else if (officers > 0) --officers;
        else ++untreated;
    }
    cout << untreated << "\n";
    return 0;
}
