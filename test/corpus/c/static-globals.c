/* A file-scope static read and written by several functions. */
#include <stdio.h>

static int calls;
static int history[8];

static void record(int v)
{
    history[calls % 8] = v;
    calls++;
}

int main(void)
{
    int i;
    int sum = 0;
    for (i = 0; i < 10; i++) record(i * i);
    for (i = 0; i < 8; i++) sum += history[i];
    printf("%d %d\n", calls, sum);
    return sum % 128;
}
