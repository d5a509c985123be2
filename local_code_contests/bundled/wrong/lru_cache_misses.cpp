// Bug: a hit does not refresh the page, so pages are evicted in first-in first-out order.
#include <iostream>
#include <list>
#include <algorithm>
using namespace std;

int main() {
    int k, n;
    cin >> k >> n;
    list<int> cache;
    int misses = 0;
    for (int i = 0; i < n; ++i) {
        int page;
        cin >> page;
        auto it = find(cache.begin(), cache.end(), page);
        if (it == cache.end()) {
            ++misses;
            if ((int)cache.size() == k) cache.pop_front();
            cache.push_back(page);
        }
    }
    cout << misses << "\n";
    return 0;
}
