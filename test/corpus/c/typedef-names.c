/* Typedef names, and locals named like types of other functions. */
#include <stdio.h>

typedef int length_t;
typedef struct { int w; int h; } box;

static length_t perimeter(box b)
{
    length_t edge = b.w + b.h;
    return edge * 2;
}

int main(void)
{
    box b = { 3, 4 };
    length_t p = perimeter(b);
    int box_count = 2;
    printf("%d %d %d\n", p, box_count, (int) sizeof(box));
    return p;
}
