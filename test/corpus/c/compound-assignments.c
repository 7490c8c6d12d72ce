/* Compound assignments and increments mixed with equality tests. */
#include <stdio.h>

int main(void)
{
    int a = 7;
    int b = 3;
    int c = 0;
    int n = 0;
    while (a != b) {
        if (a > b) a -= b;
        else b -= a;
        c += a == b;
        n++;
    }
    c *= 10;
    c += n;
    printf("%d %d %d\n", a, b, c);
    return c;
}
