/* continue inside do-while and while loops. */
#include <stdio.h>

int main(void)
{
    int i = 0;
    int odd = 0;
    int j = 10;
    do {
        i++;
        if (i % 2 == 0) continue;
        odd += i;
    } while (i < 9);
    while (j > 0) {
        j -= 3;
        if (j == 4) continue;
        odd++;
    }
    printf("%d %d %d\n", i, odd, j);
    return odd;
}
