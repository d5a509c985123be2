// Bug: applies the key forwards (encrypts again) instead of inverting it.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string key, text;
    cin >> key >> text;
    for (char &c : text) c = key[c - 'a'];
    cout << text << "\n";
    return 0;
}
