/* Enum constants beside locals. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE };

static const char *name(enum color c)
{
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    default: return "blue";
    }
}

int main(void)
{
    enum color c = GREEN;
    int shade = BLUE + c;
    enum { LOW = 1, HIGH = 9 } band = HIGH;
    printf("%s %d %d %s\n", name(c), shade, band, name(RED));
    return shade + band;
}
