/* Nested loops with break and continue at several depths. */
#include <stdio.h>

int main(void)
{
    int i, j, k;
    int hits = 0;
    for (i = 0; i < 5; i++) {
        for (j = 0; j < 5; j++) {
            if (j > i) break;
            for (k = 0; k < 3; k++) {
                if ((i + j + k) % 2) continue;
                hits++;
            }
        }
        while (j-- > 0) {
            if (j == 1) continue;
            hits += 2;
        }
    }
    printf("%d\n", hits);
    return hits % 128;
}
