#include <cstdio>
#include <cstring>

int main() {
    int h, m;
    char half[3];
    scanf("%d:%d %2s", &h, &m, half);
    h %= 12;  // 12 AM is hour 0, 12 PM is hour 12
    if (strcmp(half, "PM") == 0) h += 12;
    printf("%02d:%02d\n", h, m);
    return 0;
}
