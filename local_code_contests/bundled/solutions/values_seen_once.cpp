#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    map<long long, int> count;
    for (auto &x : a) {
        cin >> x;
        ++count[x];
    }
    vector<long long> once;
    for (long long x : a)
        if (count[x] == 1) once.push_back(x);
    if (once.empty()) {
        cout << -1 << "\n";
        return 0;
    }
    for (size_t i = 0; i < once.size(); ++i) cout << once[i] << (i + 1 == once.size() ? "\n" : " ");
    return 0;
}
