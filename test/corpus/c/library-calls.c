/* Calls of library functions that may be macros: their arguments stay as written. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    const char *text = "a1b2c3";
    int digits = 0;
    int upper = 0;
    int i;
    int n = (int) strlen(text);
    for (i = 0; i < n; i++) {
        if (isdigit((unsigned char) text[i])) digits++;
        upper += toupper((unsigned char) text[i]) == text[i];
    }
    printf("%d %d %d %d\n", digits, upper, abs(digits - n), putchar('A' + digits));
    printf("\n");
    return digits + upper;
}
