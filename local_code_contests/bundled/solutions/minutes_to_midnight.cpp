#include <iostream>
#include <string>
using namespace std;

int main() {
    string t;
    cin >> t;
    int h = stoi(t.substr(0, 2)), m = stoi(t.substr(3, 2));
    cout << 1440 - (h * 60 + m) << "\n";
    return 0;
}
