// Bug: never reports IMPOSSIBLE when k is larger than the length of s.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    int distinct = set<char>(s.begin(), s.end()).size();
    cout << (k > distinct ? k - distinct : 0) << "\n";
    return 0;
}
