/* A function-like macro that reads the caller's local `n`. */
#include <stdio.h>

int n = 100;
#define ADDN(v) ((v) + n)

static int shifted(int x)
{
    int n = 3;
    return ADDN(x) * 2;
}

int main(void)
{
    int k = 5;
    int n = 7;
    printf("%d %d\n", ADDN(k), shifted(k));
    return (ADDN(1) + n) % 50;
}
