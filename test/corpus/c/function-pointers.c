/* Function pointers as locals and parameters. */
#include <stdio.h>

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static int apply(int (*op)(int, int), int a, int b)
{
    return op(a, b);
}

int main(void)
{
    int (*ops[2])(int, int) = { add, mul };
    int (*chosen)(int, int) = mul;
    int i;
    int acc = 1;
    for (i = 0; i < 2; i++) acc = apply(ops[i], acc, 3);
    acc = chosen(acc, 2);
    printf("%d\n", acc);
    return acc;
}
