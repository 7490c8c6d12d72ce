/* Text a comment that quotes it must not let out (misleading-comment quotes other
   programs): comment ends, a comment ended across a line splice, a trigraph, \u. */
#include <stdio.h>
#include <string.h>
#define TWICE(x) \
    ((x) * \
     2)
int main(void)
{
    const char *ends = "*/ and /*"; /* a comment ended across a splice *\
/
    const char *escape = "\\u000a\\u002a\\u002f"; // ??/ a trigraph gnu11 ignores
    int k = TWICE(3); /**/ k = k /*?*/ * 2; // a line comment that goes on \
    k = 100;
    printf("%s %s %d %zu\n", ends, escape, k, strlen(ends));
    return k % 7;
}
