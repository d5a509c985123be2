// Deliberately wrong variant of solutions/distinct_emails.cpp: removes dots from the domain too.
#include <iostream>
#include <string>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<string> boxes;
    for (int i = 0; i < n; ++i) {
        string address, cleaned;
        cin >> address;
        bool inLocal = true, skipping = false;
        for (char c : address) {
            if (c == '@') inLocal = false, skipping = false;
            if (inLocal && c == '+') skipping = true;
            if (skipping || c == '.') continue;
            cleaned += c;
        }
        boxes.insert(cleaned);
    }
    cout << boxes.size() << "\n";
    return 0;
}
