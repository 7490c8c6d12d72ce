/* Recursion and mutual recursion. */
#include <stdio.h>

static int is_odd(int n);

static int is_even(int n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(int n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static long fib(int n)
{
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}

int main(void)
{
    int n = 17;
    printf("%d %d %ld\n", is_even(n), is_odd(n), fib(n));
    return (int) (fib(n) % 100);
}
