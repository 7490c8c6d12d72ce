/* Character arithmetic and comparisons with character literals. */
#include <stdio.h>

int main(void)
{
    char c = 'a';
    int shift = 3;
    char out[6];
    int i;
    for (i = 0; i < 5; i++) {
        out[i] = (char) ('a' + (c - 'a' + shift + i) % 26);
    }
    out[5] = '\0';
    printf("%s %d\n", out, 'z' == out[4]);
    return out[0] - 'a';
}
