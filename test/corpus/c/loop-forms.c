/* while-form: do-while with continue (the test must still run), conditions
 * with side effects, for (;;) and while (1) that start with a break, a break
 * inside a switch inside the loop, a loop as the branch of an if with else,
 * a macro that hides continue. */
#include <stdio.h>

#define SKIP_ODD(v) if ((v) & 1) continue

int main(void) {
    int i = 0, calls = 0, sum = 0, n = 0;
    do {
        i++;
        if (i == 3) continue;
        sum += i;
    } while (i < 6);
    i = 0;
    while (calls++, i++ < 5) sum += i;
    for (;;) {
        if (n >= 4) break;
        n++;
        if (n == 2) continue;
        sum += 10 * n;
    }
    while (1) {
        if (!(n > 0)) break;
        n--;
        switch (n) {
        case 1:
            break;
        default:
            sum++;
        }
    }
    if (sum > 0)
        while (sum > 200) sum -= 7;
    else
        sum = -1;
    i = 0;
    do {
        i++;
        SKIP_ODD(i);
        sum += 1000;
    } while (i < 5);
    do sum--; while (sum % 3 != 0);
    printf("sum=%d calls=%d i=%d n=%d\n", sum, calls, i, n);
    return sum & 127;
}
