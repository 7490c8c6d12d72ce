/* A local shares its name with a function-like macro: only `len(` expands. */
#include <stdio.h>

#define len(s) ((int) sizeof(s) - 1)
#define twice(x) ((x) * 2)

int main(void)
{
    int len = len("abcdef");
    int twice = twice(len);
    printf("%d %d\n", len, twice);
    return twice - len;
}
