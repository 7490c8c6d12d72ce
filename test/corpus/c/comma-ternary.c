/* Comma and conditional operators. */
#include <stdio.h>

int main(void)
{
    int a = 1, b = 2, c;
    int i, j;
    c = (a += 2, b *= a, a + b);
    printf("%d %d %d\n", a, b, c);
    for (i = 0, j = 9; i < j; i += 2, j--) {
        c = i > 2 ? (j < 7 ? i * j : j - i) : c + 1;
    }
    printf("%d %d %d\n", i, j, c);
    return c == 24 ? 3 : 4;
}
