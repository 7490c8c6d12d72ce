/* Macros that evaluate their argument twice. */
#include <stdio.h>

#define SQ(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

int main(void)
{
    int i = 3;
    int j = 5;
    int k = SQ(i + 1);
    int m = MAX(i, j) + MAX(j * 2, i);
    int n = MAX(k == 16, j == 5);
    printf("%d %d %d\n", k, m, n);
    return k + m + n;
}
