// Deliberately wrong variant of solutions/sort_words_by_length.cpp: words of equal length keep their input order.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    vector<string> words;
    string w;
    while (cin >> w) words.push_back(w);
    stable_sort(words.begin(), words.end(), [](const string &a, const string &b) { return a.size() < b.size(); });
    for (size_t i = 0; i < words.size(); ++i) cout << (i ? " " : "") << words[i];
    cout << "\n";
    return 0;
}
