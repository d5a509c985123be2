#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    vector<string> words;
    string w;
    while (cin >> w) words.push_back(w);
    sort(words.begin(), words.end(), [](const string &a, const string &b) {
        if (a.size() != b.size()) return a.size() < b.size();
        return a < b;
    });
    for (size_t i = 0; i < words.size(); ++i) cout << (i ? " " : "") << words[i];
    cout << "\n";
    return 0;
}
