/* Conditional compilation inside a function. */
#include <stdio.h>

#define VERBOSE 1
#define MODE 2

int main(void)
{
    int level = 4;
    int extra = 0;
#ifdef VERBOSE
    printf("verbose %d\n", level);
#endif
#if MODE == 2
    extra = level * 2;
#else
    extra = level;
#endif
#ifndef QUIET
    extra += 1;
#endif
    printf("%d\n", extra);
    return extra;
}
