/* A macro without parameters that updates the caller's local. */
#include <stdio.h>

#define BUMP() (hits++)
#define RESET() do { hits = 0; } while (0)

int main(void)
{
    int hits = 0;
    int rounds;
    for (rounds = 0; rounds < 4; rounds++) {
        BUMP();
        if (rounds == 2) BUMP();
    }
    printf("hits=%d\n", hits);
    RESET();
    printf("after reset=%d\n", hits);
    return hits + rounds;
}
