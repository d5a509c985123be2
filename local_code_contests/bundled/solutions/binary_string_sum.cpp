#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    string result;
    int i = (int)a.size() - 1, j = (int)b.size() - 1, carry = 0;
    while (i >= 0 || j >= 0 || carry) {
        int sum = carry;
        if (i >= 0) sum += a[i--] - '0';
        if (j >= 0) sum += b[j--] - '0';
        result += char('0' + sum % 2);
        carry = sum / 2;
    }
    while (result.size() > 1 && result.back() == '0') result.pop_back();  // leading zeros of the reversed sum
    reverse(result.begin(), result.end());
    cout << result << "\n";
    return 0;
}
