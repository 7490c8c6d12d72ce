/* A macro hides a goto to a cleanup label. */
#include <stdio.h>

#define CHECK(c) if (!(c)) goto fail

static int run(int v)
{
    int r = 0;
    int i;
    for (i = 0; i < v; i++) {
        CHECK(i < 4);
        r += i;
    }
    return r;
fail:
    return -r;
}

int main(void)
{
    printf("%d %d\n", run(3), run(6));
    return run(3);
}
