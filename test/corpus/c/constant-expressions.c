/* literal-variable (CODA's R4) and C's integer constant expressions (C11
 * 6.6): where one is required a variable does not compile or means
 * something else: alignment specifiers, array sizes (a variable makes a
 * VLA, whose sizeof is computed at run time), case labels, enumerators,
 * bit-field widths, _Static_assert, static initializers, and
 * __builtin_constant_p (true only for a constant). Literals in ordinary
 * expressions may move. */
#include <stdint.h>
#include <stdio.h>

static int classify(int n) {
    switch (n) {
    case 1 + 1:
        return 20;
    case 3 * 2:
        return 60;
    default:
        return n + 100;
    }
}

static int tally(void) {
    static int total = 4 * 5;
    total += 3;
    return total;
}

int main(void) {
    _Alignas(16) char buffer[3];
    int sizes[2 + 3];
    enum { LOW = 1 << 2, HIGH = LOW + 8 };
    struct { unsigned bits : 1 + 2; } packed;
    _Static_assert(sizeof(int) >= 2, "int holds 16 bits");
    packed.bits = 7;
    printf("%d %d\n", (int)((uintptr_t)buffer % 16 == 0), (int)sizeof sizes);
    printf("%d %d %u\n", LOW, HIGH, packed.bits);
    printf("%d %d %d\n", classify(2), classify(6), classify(9));
    int first = tally();
    printf("%d %d\n", first, tally());
    printf("%d\n", __builtin_constant_p(4 + 1));
    int n = (int)sizeof(buffer);
    printf("%d\n", n * 7 + 2);
    return n - 3;
}
