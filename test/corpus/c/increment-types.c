/* increment-form: char and unsigned char wrap-around, _Bool, pointers,
 * values that are used, comma updates, a block-local initialised by a macro. */
#include <stdio.h>

#define STEP 2

int main(void) {
    unsigned char uc = 254;
    signed char sc = 126;
    _Bool flag = 0;
    double d = 0.5;
    int arr[5] = {10, 20, 30, 40, 50};
    int *p = arr;
    int i, j, x = 5, y;
    uc++;
    uc++;
    sc = sc + 1;
    flag++;
    flag += 1;
    d++;
    p++;
    p += 1;
    y = ++x;
    y += x++;
    y = (x += 1) * 2 + y;
    for (i = 0, j = 10; i < j; i++, j--) x = x + 1;
    for (i = 0; i < 3; i = i + 1) y--;
    {
        int step = STEP;
        step++;
        y += step;
    }
    printf("%u %d %d %.1f %d %d %d %d %d\n", uc, sc, flag, d, *p, x, y, i, j);
    return (x + y) & 63;
}
