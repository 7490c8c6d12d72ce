/* do-while runs its body once before testing; continue goes to the test. */
#include <stdio.h>

int main(void)
{
    int n = 0;
    int steps = 0;
    do {
        steps++;
        if (steps == 2) continue;
        n += steps;
    } while (n < 20);
    do n--; while (0);
    printf("%d %d\n", n, steps);
    return steps;
}
