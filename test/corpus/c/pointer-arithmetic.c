/* Arrays and pointer arithmetic. */
#include <stdio.h>

int main(void)
{
    int data[6] = { 4, 8, 15, 16, 23, 42 };
    int *p = data;
    int *end = data + 6;
    int sum = 0;
    while (p != end) {
        sum += *p++;
    }
    p = data + 2;
    printf("%d %d %d\n", sum, p[1], *(p - 1));
    return (int) (end - p);
}
