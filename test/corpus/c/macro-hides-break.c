/* A macro hides a `break`. */
#include <stdio.h>

#define STOP_AT(v, limit) if ((v) >= (limit)) break

int main(void)
{
    int i;
    int j = 0;
    int sum = 0;
    for (i = 1; i < 100; i++) {
        STOP_AT(sum, 40);
        sum += i;
    }
    while (j < 100) {
        STOP_AT(j, 7);
        j += 2;
    }
    printf("%d %d %d\n", i, sum, j);
    return i;
}
