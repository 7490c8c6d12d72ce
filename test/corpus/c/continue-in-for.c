/* continue in for loops, some nested in switch or inner loops. */
#include <stdio.h>

int main(void)
{
    int i, j;
    int acc = 0;
    for (i = 0; i < 12; i++) {
        if (i % 3 == 0) continue;
        switch (i) {
        case 5:
            continue;
        default:
            acc += i;
        }
        for (j = 0; j < i; j++) {
            if (j == 2) continue;
            acc++;
        }
    }
    printf("acc=%d\n", acc);
    return acc % 100;
}
