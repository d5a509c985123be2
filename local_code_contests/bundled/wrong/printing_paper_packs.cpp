// Deliberately wrong variant of solutions/printing_paper_packs.cpp: counts the sheets in int, which overflows for large n and p.
#include <iostream>
using namespace std;

int main() {
    int n, p, m;
    cin >> n >> p >> m;
    int sheets = n * ((p + 1) / 2);
    cout << (sheets + m - 1) / m << "\n";
    return 0;
}
