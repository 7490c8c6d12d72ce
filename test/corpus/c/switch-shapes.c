/* switch-to-if: no fall-through, fall-through, default in the middle, a
 * break inside an if of a case, enum labels, Duff's device, continue inside
 * a switch inside a loop, unsigned subjects with negative labels, char
 * labels, a declaration in a case group. */
#include <stdio.h>

enum colour { RED, GREEN = 5, BLUE };

static int plain(int v) {
    int r = 0;
    switch (v) {
    case 1:
    case 2:
        r = 12;
        break;
    default:
        r = -1;
        break;
    case 3:
        r = 3;
        break;
    }
    return r;
}

static int falls(int v) {
    int r = 0;
    switch (v) {
    case 1:
        r += 1;
    case 2:
        r += 2;
        break;
    case 3:
        if (r == 0) break;
        r = 30;
        break;
    }
    return r;
}

static int colours(enum colour c) {
    switch (c) {
    case RED:
        return 100;
    case GREEN:
        return 200;
    case BLUE:
        return 300;
    }
    return 0;
}

static void duff(int *to, const int *from, int count) {
    int n = (count + 3) / 4;
    switch (count % 4) {
    case 0: do { *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void) {
    int i, sum = 0;
    unsigned u = 0xFFFFFFFFu;
    char ch = 'b';
    int src[7] = {1, 2, 3, 4, 5, 6, 7}, dst[7] = {0};
    for (i = 0; i < 5; i++) sum += plain(i) + falls(i);
    sum += colours(RED) + colours(BLUE);
    for (i = 0; i < 6; i++) {
        switch (i) {
        case 2:
            continue;
        case 4:
            sum += 1000;
            break;
        default:
            sum += i;
        }
        sum += 1;
    }
    switch (u) {
    case -1:
        sum += 7;
        break;
    default:
        sum -= 7;
    }
    switch (ch) {
    case 'a':
        sum = 0;
        break;
    case 'b': {
        int local = 9;
        sum += local;
        break;
    }
    }
    switch (i) {
    case 6:
        sum *= 2;
        int late;
        late = 1;
        sum += late;
        break;
    default:
        break;
    }
    duff(dst, src, 7);
    printf("sum=%d dst=%d,%d,%d\n", sum, dst[0], dst[3], dst[6]);
    return sum & 127;
}
