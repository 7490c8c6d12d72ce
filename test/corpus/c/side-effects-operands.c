/* Operands with side effects, sequenced by the comma and && operators. */
#include <stdio.h>

static int calls = 0;

static int tick(int v)
{
    calls++;
    printf("tick %d\n", v);
    return v;
}

int main(void)
{
    int a = 0;
    int b = 5;
    int r;
    r = (tick(1), tick(2)) + b;
    if (tick(a) == 0 && tick(b) == b) r += a * b;
    a = b++ * 2;
    r = r + a + b;
    printf("r=%d calls=%d\n", r, calls);
    return calls;
}
