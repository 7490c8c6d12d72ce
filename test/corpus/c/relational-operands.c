/* relational-flip: operands with side effects (whose order shows), signed /
 * unsigned comparisons, pointer comparisons, chained comparisons, macros
 * that are not atoms. */
#include <stdio.h>

#define PAIR a == b
#define SUM 1 + 2

static int order[8];
static int used;

static int note(int v) {
    order[used++] = v;
    return v;
}

int main(void) {
    int a = 3, b = 3, c = 5;
    unsigned u = 1;
    int arr[4] = {1, 2, 3, 4};
    int *p = arr, *q = arr + 2;
    int r = 0;
    r += (note(1) < note(2));
    r += (-1 < u);
    r += (p < q) * 2;
    r += (a < b < c) * 4;
    r += (PAIR < c) * 8;
    r += (c > SUM) * 16;
    r += (arr[1] >= arr[0]) * 32;
    r += ((a + 1) <= (c - 1)) * 64;
    r += ('a' < 'b') * 128;
    printf("r=%d order=%d,%d\n", r, order[0], order[1]);
    for (a = 0; a <= 3; a++) {
        if (c >= a * 2) printf("a=%d\n", a);
    }
    return r & 127;
}
