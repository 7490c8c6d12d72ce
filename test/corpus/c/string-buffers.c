/* Building strings in character buffers. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[64];
    char word[8] = "ab";
    int len = 0;
    int i;
    for (i = 0; i < 3; i++) {
        len += sprintf(buf + len, "%s%d,", word, i);
        word[0]++;
    }
    printf("%s %d %d\n", buf, len, (int) strlen(buf));
    return (int) strlen(word);
}
