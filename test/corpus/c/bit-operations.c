/* Shifts and bitwise operators. */
#include <stdio.h>

int main(void)
{
    unsigned int x = 0xF0u;
    unsigned int y = 0x3Cu;
    unsigned int mask = 1u;
    int bits = 0;
    while (mask) {
        if (x & mask) bits++;
        mask <<= 1;
    }
    printf("%u %u %u %d\n", x & y, x | y, x ^ y, bits);
    return (int) ((x >> 4) + (y << 1)) % 256;
}
