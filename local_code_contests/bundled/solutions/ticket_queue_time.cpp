#include <iostream>
#include <queue>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> need(n + 1);
    queue<int> line;
    for (int i = 1; i <= n; ++i) {
        cin >> need[i];
        line.push(i);
    }
    int seconds = 0;
    while (true) {
        int person = line.front();
        line.pop();
        ++seconds;
        if (--need[person] > 0) line.push(person);
        else if (person == k) break;
    }
    cout << seconds << "\n";
    return 0;
}
