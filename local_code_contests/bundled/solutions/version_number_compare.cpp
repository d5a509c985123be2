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
    while (x.size() < y.size()) x.push_back(0);
    while (y.size() < x.size()) y.push_back(0);
    for (size_t i = 0; i < x.size(); ++i) {
        if (x[i] != y[i]) {
            cout << (x[i] < y[i] ? "<" : ">") << "\n";
            return 0;
        }
    }
    cout << "=\n";
    return 0;
}
