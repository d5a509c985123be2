// Bug: makes a friend of height exactly h bend down (uses >= h instead of > h).
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, h;
    cin >> n >> h;
    int width = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        width += a >= h ? 2 : 1;
    }
    cout << width << "\n";
    return 0;
}
