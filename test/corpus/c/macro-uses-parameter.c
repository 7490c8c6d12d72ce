/* A macro uses a parameter of the function that invokes it. */
#include <stdio.h>

#define SCALE(x) ((x) * factor)
#define OFFSET (base + 1)

static int scale_all(int factor, int base, int v)
{
    int w = SCALE(v) + OFFSET;
    return w;
}

int main(void)
{
    int factor = 2;
    int base = 10;
    printf("%d\n", scale_all(3, 4, 5));
    printf("%d\n", SCALE(base) + OFFSET);
    return scale_all(1, 1, 1);
}
