/* Floating-point addition is not associative. */
#include <stdio.h>

int main(void)
{
    double big = 1e16;
    double neg = -1e16;
    double one = 1.0;
    double left = big + neg + one;
    double right = big + (neg + one);
    double sum = 0.0;
    float f = 0.1f;
    int i;
    for (i = 0; i < 10; i++) sum = sum + f;
    printf("%.1f %.1f %.10f\n", left, right, sum);
    printf("%d\n", left == right);
    return left == right;
}
