/* Struct fields named like locals. */
#include <stdio.h>

struct point {
    int x;
    int y;
};

static struct point move(struct point p, int x, int y)
{
    p.x += x;
    p.y += y;
    return p;
}

int main(void)
{
    int x = 2;
    int y = 3;
    struct point p = { 1, 1 };
    struct point *q = &p;
    p = move(p, x, y);
    q->x = q->x * x;
    printf("%d %d\n", p.x, p.y);
    return p.x + p.y;
}
