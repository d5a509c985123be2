// Deliberately wrong variant of solutions/round_number_terms.cpp: builds each term as digit * place value in int, which overflows past 2^31.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    long long n;
    cin >> n;
    vector<int> terms;
    int place = 1;
    for (long long m = n; m > 0; m /= 10, place *= 10)
        if (m % 10 != 0) terms.push_back((int)(m % 10) * place);
    cout << terms.size() << "\n";
    for (size_t i = terms.size(); i-- > 0;) cout << terms[i] << (i == 0 ? "\n" : " ");
    return 0;
}
