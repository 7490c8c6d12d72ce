/* constant-form: literals in case labels, array sizes, bit-fields, sizeof,
 * suffixes, large values whose type depends on the radix, a literal followed
 * by + (0xE+1 is one token), stringified literals, #if. */
#include <stdio.h>

#define STR(x) #x
#define XSTR(x) STR(x)
#define WIDTH 14

struct bits {
    unsigned low : 3;
    unsigned high : 5;
};

static const char *name(int v) {
    switch (v) {
    case 010:
        return "eight";
    case 14:
        return "fourteen";
    case 0x10:
        return "sixteen";
    default:
        return "other";
    }
}

int main(void) {
    char buffer[14];
    int table[3][4] = {{0}};
    struct bits b = {5, 17};
    long long wide = 3000000000;
    unsigned long mask = 0xFFFFFFFFUL;
    int fourteen = 14+1;
    int sized = (int)sizeof(int[10]);
    long shifted = 1L << 40;
    int minimum = -2147483647 - 1;
    buffer[0] = 'a';
    buffer[13] = 0;
    table[2][3] = 9;
    printf("%s %s %s %s\n", name(8), name(14), name(16), name(3));
    printf("%s %s\n", STR(10), XSTR(WIDTH));
    printf("%d %d %lld %lu %d %d %ld %d %d\n", b.low, b.high, wide, mask, fourteen, sized,
           shifted, minimum, table[2][3]);
#if 10 > 5
    printf("preprocessor %d\n", 100);
#endif
    printf("%d %u %d\n", 1000 / 7, 4000000000u % 1000u, -8 >> 1);
    return (int)sizeof buffer;
}
