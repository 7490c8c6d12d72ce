/* Labels live in their own name space; goto jumps backwards and forwards. */
#include <stdio.h>

int main(void)
{
    int count = 0;
    int step = 0;
again:
    count += 3;
    step++;
    if (count < 10) goto again;
    if (step > 2) goto done;
    count = -1;
done:
    {
        int done = count * 2;
        printf("%d %d %d\n", count, step, done);
    }
    return step;
}
