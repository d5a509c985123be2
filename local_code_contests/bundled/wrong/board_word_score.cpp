// Bug: a W square doubles only its own letter instead of the whole word.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w, sq;
    cin >> w >> sq;
    long long sum = 0, mult = 1;
    for (size_t i = 0; i < w.size(); ++i) {
        int v = w[i] - 'a' + 1;
        if (sq[i] == 'D') v *= 2;
        else if (sq[i] == 'T') v *= 3;
        else if (sq[i] == 'W') v *= 2;
        sum += v;
    }
    cout << sum * mult << "\n";
    return 0;
}
