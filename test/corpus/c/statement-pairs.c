/* statement-swap: independent neighbours, dependent ones, writes through a
 * pointer that aliases a local, a volatile local, a macro with a side
 * effect, calls. */
#include <stdio.h>

#define BUMP (hits++)

static int hits;

static int record(int v) {
    hits += v;
    return v;
}

int main(void) {
    int x = 1, y = 2, z = 3, w;
    int *p = &x;
    x = y + 1;
    z = z * 2;
    w = x + z;
    y = w - 1;
    *p = 10;
    y = x + 1;
    z += 4;
    w = BUMP;
    x++;
    record(x);
    y = hits;
    {
        volatile int v = 0;
        int t = 0;
        v = 5;
        t = 6;
        printf("v=%d t=%d\n", v, t);
    }
    z = y;
    x = 7;
    printf("%d %d %d %d %d\n", x, y, z, w, hits);
    return (x + y + z + w) & 127;
}
