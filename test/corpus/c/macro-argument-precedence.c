/* A macro that does not parenthesize its argument: `half(a + b)` is a + b / 2. */
#include <stdio.h>

#define half(e) e / 2
#define neg(e) -e
#define scaled(e) e * 10

int main(void)
{
    int a = 8;
    int b = 4;
    int c = half(a + b);
    int d = neg(a + b);
    int e = scaled(a + 1);
    int f = scaled(1 + a);
    printf("%d %d %d %d\n", c, d, e, f);
    return (c + d + e + f) & 0x7f;
}
