// Bug: uses the absolute distance from 2020, which counts backwards in the wrong direction for earlier years.
#include <bits/stdc++.h>
using namespace std;
int main() {
    const char* a[] = {"Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig"};
    long long y;
    cin >> y;
    cout << a[llabs(y - 2020) % 12] << "\n";
}
