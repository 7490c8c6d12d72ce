/* Cases fall through into each other. */
#include <stdio.h>

static int classify(int v)
{
    int score = 0;
    switch (v) {
    case 0:
        score += 1;
    case 1:
        score += 10;
        break;
    case 2:
    case 3:
        score += 100;
    default:
        score += 1000;
    }
    return score;
}

int main(void)
{
    int i;
    int all = 0;
    for (i = 0; i < 5; i++) {
        printf("%d:%d\n", i, classify(i));
        all += classify(i);
    }
    return all % 97;
}
