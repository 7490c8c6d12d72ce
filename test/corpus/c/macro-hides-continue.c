/* A macro hides a `continue`: moving the for update past it would loop forever. */
#include <stdio.h>

#define SKIP_IF(c) if (c) continue
#define SKIP_ODD(v) if ((v) % 2) continue

int main(void)
{
    int i;
    int kept = 0;
    int total = 0;
    for (i = 0; i < 10; i++) {
        SKIP_IF(i == 3);
        SKIP_ODD(i);
        kept++;
        total += i;
    }
    printf("kept %d total %d\n", kept, total);
    return kept;
}
