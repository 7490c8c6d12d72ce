/* Static locals keep their value between calls. */
#include <stdio.h>

static int counter(void)
{
    static int count = 0;
    count += 2;
    return count;
}

static int memo(int k)
{
    static int last = -1;
    int previous = last;
    last = k;
    return previous;
}

int main(void)
{
    int i;
    int total = 0;
    for (i = 0; i < 5; i++) total += counter() + memo(i);
    printf("%d %d\n", total, counter());
    return total % 50;
}
