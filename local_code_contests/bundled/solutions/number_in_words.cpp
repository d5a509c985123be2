#include <iostream>
#include <string>
using namespace std;

int main() {
    const string small[20] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                              "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    const string tens[10] = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    int n;
    cin >> n;
    if (n < 20) cout << small[n] << "\n";
    else if (n % 10 == 0) cout << tens[n / 10] << "\n";
    else cout << tens[n / 10] << "-" << small[n % 10] << "\n";
    return 0;
}
