// Deliberately wrong variant of solutions/sum_of_multiples_of_k.cpp: computes m * (m + 1) / 2 in int, which overflows when n / k is large.
#include <iostream>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    int m = n / k;
    int triangle = m * (m + 1) / 2;
    cout << (long long)k * triangle << "\n";
    return 0;
}
