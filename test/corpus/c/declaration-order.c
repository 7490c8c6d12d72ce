/* declaration-split: declarators whose initializers read earlier ones, a
 * static local (an initializer runs once, an assignment every call), an
 * anonymous struct with two declarators, a VLA, a macro that reads a local,
 * assignments after other statements. */
#include <stdio.h>

#define SHOW_LATER printf("later=%d\n", later)

static int counter(void) {
    static int calls;
    calls = calls + 1;
    return calls;
}

static int once(void) {
    static int seen;
    int result;
    result = seen;
    seen = 1;
    return result;
}

int main(void) {
    int a = 2, b = a * 3, c;
    int n = 4, vla[n];
    struct { int x; int y; } first = {1, 2}, second;
    int later;
    int total;
    int *ptr;
    char letter;
    c = a + b;
    later = c * 2;
    SHOW_LATER;
    second = first;
    second.y += 10;
    for (int i = 0; i < n; i++) vla[i] = i * i;
    total = vla[3] + second.y;
    ptr = &total;
    letter = 'q';
    counter();
    counter();
    printf("%d %d %d %d %d %c %d %d\n", a, b, c, total, *ptr, letter, counter(), once() + once());
    return total;
}
