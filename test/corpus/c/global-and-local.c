/* A global and a local share a name in different functions. */
#include <stdio.h>

int level = 5;

static int bump(void)
{
    level++;
    return level;
}

static int local_level(int n)
{
    int level = n * 3;
    return level + bump();
}

int main(void)
{
    int a = local_level(2);
    int b = local_level(4);
    printf("%d %d %d\n", a, b, level);
    return level;
}
