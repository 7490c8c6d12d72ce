/* branch-swap: else-if chains, an if without else inside a branch (dangling
 * else), conditions with side effects and negations, macros in conditions. */
#include <stdio.h>

#define IS_EVEN(v) ((v) % 2 == 0)
#define LIMIT 7

static int calls;

static int bump(int v) {
    calls++;
    return v;
}

static const char *classify(int n) {
    if (n < 0)
        return "negative";
    else if (n == 0)
        return "zero";
    else if (n < LIMIT)
        return "small";
    else
        return "large";
}

int main(void) {
    int i, total = 0, odd = 0;
    int *p = NULL;
    for (i = -2; i < 10; i++) {
        if (IS_EVEN(i))
            if (i > 4) total += i;
            else total -= 1;
        else
            odd++;
        if (!(i & 1)) {
            total += 100;
        } else {
            total -= 50;
        }
        printf("%d %s\n", i, classify(i));
    }
    if (bump(3) > 2) total++; else total--;
    if (p) total = -1; else p = &total;
    if (!p) { total = -2; } else { *p += 1; }
    if (i++ == 10) { total += i; } else { if (i > 0) total = 0; }
    printf("total=%d odd=%d calls=%d i=%d\n", total, odd, calls, i);
    return total % 256;
}
