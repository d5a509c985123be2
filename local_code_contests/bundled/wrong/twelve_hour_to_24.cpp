// Deliberately wrong variant of solutions/twelve_hour_to_24.cpp: adds 12 for every PM time and keeps 12 AM as 12.
#include <cstdio>
#include <cstring>

int main() {
    int h, m;
    char half[3];
    scanf("%d:%d %2s", &h, &m, half);
    if (strcmp(half, "PM") == 0) h += 12;
    printf("%02d:%02d\n", h, m);
    return 0;
}
