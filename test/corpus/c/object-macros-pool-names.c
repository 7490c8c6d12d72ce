/* Object-like macros named like ordinary words: no new name may be one of them. */
#include <stdio.h>

#define height 3
#define width 4
#define total 5
#define count 6
#define value 7
#define result 8
#define temp 9
#define sum 10
#define offset 11
#define size 12
#define length 13
#define item 14
#define buffer 15
#define cursor 16
#define entry 17
#define flag 18

static int area(void) { return height * width + total + count + value + result + temp + sum; }
static int more(void) { return offset + size + length + item + buffer + cursor + entry + flag; }

static int mix(int a, int b)
{
    int c = a * b;
    int d = c - a;
    if (d > b) {
        int e = d / 2;
        c += e;
    }
    return c + d;
}

int main(void)
{
    int x = 6;
    int y = 7;
    printf("%d %d %d\n", area(), more(), mix(x, y));
    return mix(y, x) % 100;
}
