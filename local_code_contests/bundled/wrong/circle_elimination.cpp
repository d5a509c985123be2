// Deliberately wrong variant of solutions/circle_elimination.cpp: off by one: the child k + 1 places on leaves instead of the k-th.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<int> circle;
    for (int i = 1; i <= n; ++i) circle.push_back(i);
    int position = 0;  // index of the child who says 1
    while (circle.size() > 1) {
        position = (int)((position + k) % (long long)circle.size());
        circle.erase(circle.begin() + position);
        if (position == (int)circle.size()) position = 0;
    }
    cout << circle[0] << "\n";
    return 0;
}
