/* A variadic macro forwarding its arguments. */
#include <stdio.h>

#define LOG(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)
#define PAIR(a, b) LOG("%d,%d", a, b)

int main(void)
{
    int left = 3;
    int right = 4;
    LOG("%d+%d=%d", left, right, left + right);
    PAIR(left * right, right - left);
    LOG("%s", left == right ? "same" : "different");
    return left + right;
}
