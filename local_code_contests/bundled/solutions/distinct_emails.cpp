#include <iostream>
#include <string>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<string> boxes;
    for (int i = 0; i < n; ++i) {
        string address;
        cin >> address;
        size_t at = address.find('@');
        string local = address.substr(0, at), domain = address.substr(at);
        string cleaned;
        for (char c : local) {
            if (c == '+') break;
            if (c != '.') cleaned += c;
        }
        boxes.insert(cleaned + domain);
    }
    cout << boxes.size() << "\n";
    return 0;
}
