/* Stringification prints the argument's spelling. */
#include <stdio.h>

#define SHOW(v) printf(#v " = %d\n", v)
#define SHOW_SUM(a, b) printf(#a " + " #b " = %d\n", (a) + (b))

int main(void)
{
    int width = 4;
    int depth = 9;
    SHOW(width);
    SHOW(depth);
    SHOW(width * depth);
    SHOW(width == depth);
    SHOW_SUM(width, depth);
    SHOW_SUM(1, width);
    return 0;
}
