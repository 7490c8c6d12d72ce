// relational-flip: operands with side effects, boxed nulls and bad indices
// whose exception message names the operand that failed first, mixed types.
class RelationalOperands {
    static StringBuilder order = new StringBuilder();

    static int note(int v) {
        order.append(v);
        return v;
    }

    public static void main(String[] args) {
        int a = 3, b = 3;
        long big = 1L << 40;
        char c = 'm';
        double d = 0.1 + 0.2;
        int[] arr = {1, 2, 3};
        Integer boxedA = null, boxedB = null;
        int r = 0;
        if (note(1) < note(2)) r += 1;
        if (a <= b) r += 2;
        if (big > a) r += 4;
        if (c >= 'a') r += 8;
        if (d > 0.3) r += 16;
        if (arr[0] < arr[2]) r += 32;
        try {
            if (boxedA < boxedB) r += 64;
        } catch (NullPointerException e) {
            System.out.println("npe");
        }
        try {
            if (arr[a] < arr[b + 1]) r += 128;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        for (int i = 0; i <= 3; i++) {
            if (i * 2 < a) r += 1000;
        }
        System.out.println(r + " " + order);
    }
}
