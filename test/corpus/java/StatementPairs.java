// statement-swap: independent neighbours, dependent ones, a division that
// throws before a neighbour runs, fields and calls.
class StatementPairs {
    static int hits;

    static int record(int v) {
        hits += v;
        return v;
    }

    public static void main(String[] args) {
        int x = 1, y = 2, z = 3, w;
        String s = "a";
        x = y + 1;
        z = z * 2;
        w = x + z;
        y = w - 1;
        s = s + x;
        z += 4;
        int zero = 0;
        try {
            x = y / zero;
            w = 99;
        } catch (ArithmeticException e) {
            System.out.println("w=" + w);
        }
        hits = 3;
        x++;
        record(x);
        y = hits;
        System.out.println(x + " " + y + " " + z + " " + w + " " + s + " " + hits);
    }
}
