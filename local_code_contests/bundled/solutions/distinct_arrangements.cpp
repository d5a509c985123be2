#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count[26] = {};
    // Multiply by C(placed + 1, 1) one letter at a time: result = n! / (c_a! c_b! ...), built without
    // dividing a huge factorial; every intermediate value divides the final answer times at most 20.
    long long result = 1;
    int placed = 0;
    for (char c : s) {
        ++placed;
        ++count[c - 'a'];
        result = result * placed / count[c - 'a'];
    }
    cout << result << "\n";
    return 0;
}
