/* for loops with missing parts, and while loops with compound conditions. */
#include <stdio.h>

int main(void)
{
    int i = 0;
    int n = 0;
    for (; i < 5;) {
        i += 2;
    }
    for (;;) {
        n++;
        if (n > 3) break;
    }
    while (i > 0 && n < 10) {
        i--;
        n += 2;
    }
    printf("%d %d\n", i, n);
    return n;
}
