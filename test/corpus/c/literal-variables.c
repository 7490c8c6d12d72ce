/* literal-variable (CODA's R4): literals moved into new variables declared
 * first in their block; a goto into a nested block from outside it, literals
 * in a switch body, 0 as a null pointer constant, static and const locals,
 * array sizes, initializer lists and designators, case labels. */
#include <stdio.h>

static int counter(void) {
    static int calls = 5;
    calls += 2;
    return calls;
}

static const char *pick(const char *p) {
    if (p == 0)
        return "null";
    return p;
}

static int jump(int n) {
    if (n > 3)
        goto inside;
    {
        n = n * 10;
    inside:
        n = n + 7;
    }
    return n;
}

int main(void) {
    const int limit = 4;
    int sizes[3] = {1, 2, 3};
    int sparse[6] = {[4] = 9};
    char word[8] = "literal";
    int total = 0;
    int i;
    for (i = 0; i < limit; i++) {
        switch (i) {
        case 1:
            total += 11;
            break;
        case 2:
            total += 13;
            /* fall through */
        default:
            total += 1;
        }
    }
    printf("%d %d %d %s\n", total, sizes[2], sparse[4], word);
    total += counter();
    printf("%d %d %d\n", total, counter(), jump(1) + jump(5));
    printf("%s %s\n", pick(0), pick("set"));
    return total % 7;
}
