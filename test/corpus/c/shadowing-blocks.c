/* The same name declared in nested blocks. */
#include <stdio.h>

int x = 1;

static int depth(int x)
{
    int y = x;
    {
        int x = y * 2;
        y += x;
        {
            int x = y + 1;
            y += x;
        }
        y += x;
    }
    return y + x;
}

int main(void)
{
    int r = depth(3);
    {
        int x = r;
        r += x;
    }
    printf("%d %d\n", r, x);
    return r % 64;
}
