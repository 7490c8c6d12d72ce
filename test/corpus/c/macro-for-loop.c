/* A macro that opens a for loop, and one that wraps a statement. */
#include <stdio.h>

#define REPEAT(n) for (int rep_ = 0; rep_ < (n); rep_++)
#define TWICE(stmt) do { stmt; stmt; } while (0)

int main(void)
{
    int total = 0;
    int step = 3;
    REPEAT(4) total += step;
    TWICE(total++);
    TWICE(step *= 2);
    printf("%d %d\n", total, step);
    return total;
}
