#include <bits/stdc++.h>
using namespace std;
int main() {
    const char* a[] = {"Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig"};
    long long y;
    cin >> y;
    cout << a[((y - 2020) % 12 + 12) % 12] << "\n";
}
