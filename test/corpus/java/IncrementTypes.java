// increment-form: byte, short and char wrap-around (no i = i + 1 there),
// boxed and String locals, used values, several for updates.
class IncrementTypes {
    public static void main(String[] args) {
        byte b = 127;
        short s = -32768;
        char c = 'y';
        long l = Long.MAX_VALUE;
        float f = 16777216f;
        double d = 0.5;
        Integer boxed = 41;
        String text = "n";
        int x = 5, y;
        b++;
        s--;
        c += 1;
        c++;
        l = l + 1;
        f++;
        d += 1;
        boxed++;
        text += 1;
        y = ++x;
        y += x++;
        y = (x += 1) * 2 + y;
        int i, j;
        for (i = 0, j = 10; i < j; i++, j--) x = x + 1;
        for (i = 0; i < 3; i = i + 1) y--;
        System.out.println(b + " " + s + " " + c + " " + l + " " + f + " " + d + " " + boxed
                + " " + text + " " + x + " " + y + " " + i + " " + j);
    }
}
