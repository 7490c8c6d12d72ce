/* Macros read globals named like ordinary words: a renamed local must not capture them. */
#include <stdio.h>

int counter = 40;
int total = 2;
int value = 7;
int state = 1;
int limit = 3;
#define NEXT_ID (counter + 1)
#define GRAND (total * value + state + limit)

static int make(int a, int b)
{
    int c = a + b;
    int d = c * 2;
    int e = d - a;
    return NEXT_ID + GRAND + c + d + e;
}

int main(void)
{
    int p = 1;
    int q = 2;
    int r = make(p, q);
    printf("%d %d\n", r, NEXT_ID + GRAND);
    return r % 100;
}
