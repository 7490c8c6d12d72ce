/* compound-assignment: integer promotions in narrow types, shifts,
 * precedence of the right operand, macros that are not atoms, pointers. */
#include <stdio.h>

#define N 1 + 2
#define TWICE(v) v * 2

int main(void) {
    unsigned char c = 200;
    short s = 30000;
    int a = 7, b = 3, m = -7, k = 1;
    long big = 1;
    unsigned u = 5;
    int arr[6] = {1, 2, 3, 4, 5, 6};
    int *p = arr;
    c += 100;
    c *= 3;
    s += 30000;
    a -= b - 1;
    a *= N;
    b = b * N;
    k = k + TWICE(3);
    k += TWICE(2);
    m %= 4;
    m = m / 2;
    big <<= 40;
    u >>= 1;
    u = u | 8;
    a ^= b;
    a = a & 0xff;
    p += 2;
    p = p + 1;
    printf("%u %d %d %d %d %d %ld %u %d\n", c, s, a, b, k, m, big, u, *p);
    return (a + b + k) & 127;
}
