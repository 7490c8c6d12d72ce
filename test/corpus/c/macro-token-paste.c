/* Token pasting builds the names of locals. */
#include <stdio.h>

#define GLUE(a, b) a##b
#define FIELD(i) slot##i

int main(void)
{
    int var1 = 11, var2 = 22;
    int slot0 = 5, slot1 = 6;
    int var = 3;
    printf("%d %d\n", GLUE(var, 1), GLUE(var, 2));
    printf("%d %d %d\n", FIELD(0), FIELD(1), var);
    return GLUE(var, 1) - FIELD(0) - var;
}
