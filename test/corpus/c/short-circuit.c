/* && and || skip their right operand. */
#include <stdio.h>

static int seen = 0;

static int mark(int v)
{
    seen = seen * 10 + v;
    return v;
}

int main(void)
{
    int p = 0;
    int q = 1;
    if (p && mark(1)) q = 5;
    if (q || mark(2)) q += 1;
    if (mark(3) || mark(4)) q += 2;
    if (p == 0 && mark(5) && q == 4) q = 100;
    printf("%d %d\n", seen, q);
    return q;
}
