// Deliberately wrong variant of solutions/distinct_windows.cpp: off by one, the last block is never taken.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    set<string> blocks;
    for (int i = 0; i + k < (int)s.size(); ++i) blocks.insert(s.substr(i, k));
    cout << blocks.size() << "\n";
    return 0;
}
