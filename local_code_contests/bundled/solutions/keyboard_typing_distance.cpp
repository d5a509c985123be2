#include <cstdlib>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string keys, w;
    cin >> keys >> w;
    int pos[26];
    for (int i = 0; i < 26; ++i) pos[keys[i] - 'a'] = i;
    int total = 0;
    for (size_t i = 1; i < w.size(); ++i) total += abs(pos[w[i] - 'a'] - pos[w[i - 1] - 'a']);
    cout << total << "\n";
    return 0;
}
