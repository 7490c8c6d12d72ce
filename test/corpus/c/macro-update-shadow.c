/* Issue 20's two failure classes: a for loop whose update is a macro while
 * its body declares its own k (the moved update would step the inner k), and
 * C11 locals named true / false (no <stdbool.h>), whose uses the grammar
 * reads as literals. */
#include <stdio.h>

#define ADVANCE k++
#define NEXT(v) ((v) += 2)

int main(void) {
    int k, n = 4, sum = 0;
    for (k = 0; k < n; ADVANCE) {
        int k = 100;
        sum += k;
    }
    for (k = 0; k < 10; NEXT(k)) {
        int unused = k;
        sum += unused;
    }
    int true = 3;
    int false = 4;
    sum += true * false;
    printf("sum=%d k=%d\n", sum, k);
    return sum & 127;
}
