// Bug: does not pad the shorter version with zeros, so 1.2.0 is treated as newer than 1.2.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

vector<int> parse(const string &s) {
    vector<int> parts;
    stringstream in(s);
    string piece;
    while (getline(in, piece, '.')) parts.push_back(stoi(piece));
    return parts;
}

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> x = parse(a), y = parse(b);
    if (x < y) cout << "<\n";
    else if (y < x) cout << ">\n";
    else cout << "=\n";
    return 0;
}
