/* A macro that expands to a whole for loop, and one that wraps a statement. */
#include <stdio.h>

#define SUM_TO(acc, n) for (int rep_ = 1; rep_ <= (n); rep_++) acc += rep_
#define TWICE(stmt) do { stmt; stmt; } while (0)

int main(void)
{
    int total = 0;
    int step = 3;
    SUM_TO(total, 4);
    total += step;
    TWICE(total++);
    TWICE(step *= 2);
    printf("%d %d\n", total, step);
    return total;
}
