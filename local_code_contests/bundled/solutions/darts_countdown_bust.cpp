#include <iostream>
using namespace std;

int main() {
    int s, n;
    cin >> s >> n;
    int busts = 0;
    for (int i = 0; i < n; ++i) {
        int x;
        cin >> x;
        if (s == 0) continue;
        int next = s - x;
        if (next < 0 || next == 1) ++busts;
        else s = next;
    }
    cout << s << " " << busts << "\n";
    return 0;
}
