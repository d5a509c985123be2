#include <iostream>
#include <sstream>
#include <string>
using namespace std;

int main() {
    string line, piece;
    cin >> line;
    stringstream in(line);
    long long total = 0;
    while (getline(in, piece, ',')) total += stoll(piece);
    cout << total << "\n";
    return 0;
}
