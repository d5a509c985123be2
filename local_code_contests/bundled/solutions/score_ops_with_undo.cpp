#include <iostream>
#include <vector>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> rec;
    for (int i = 0; i < n; ++i) {
        string op;
        cin >> op;
        if (op == "+") rec.push_back(rec[rec.size() - 1] + rec[rec.size() - 2]);
        else if (op == "D") rec.push_back(2 * rec.back());
        else if (op == "C") rec.pop_back();
        else rec.push_back(stoll(op));
    }
    long long sum = 0;
    for (long long x : rec) sum += x;
    cout << sum << "\n";
    return 0;
}
