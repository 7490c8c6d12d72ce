/* Unsigned arithmetic wraps modulo 2^N. */
#include <stdio.h>

int main(void)
{
    unsigned int a = 4294967295u;
    unsigned int b = 2u;
    unsigned int c = a + b;
    unsigned char small = 250;
    unsigned short mid = 65535;
    small += 10;
    mid = mid + 1;
    printf("%u %u %u %u\n", c, a * b, (unsigned) small, (unsigned) mid);
    return (int) (c + small) % 256;
}
