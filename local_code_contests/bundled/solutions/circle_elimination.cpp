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
        position = (int)((position + (k - 1)) % (long long)circle.size());
        circle.erase(circle.begin() + position);
        if (position == (int)circle.size()) position = 0;
    }
    cout << circle[0] << "\n";
    return 0;
}
