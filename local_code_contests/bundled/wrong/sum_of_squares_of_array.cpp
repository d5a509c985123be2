// Deliberately wrong variant of solutions/sum_of_squares_of_array.cpp: squares in int, which overflows for |x| > 46340.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        int x;
        cin >> x;
        sum += x * x;
    }
    cout << sum << "\n";
    return 0;
}
