// constant-form: case labels, narrowing constants (byte, char), long
// literals, int literals that only exist negated, hex literals that are
// negative, string concatenation, underscores, octal.
class ConstantContexts {
    static final int LIMIT = 10;

    static String name(int v) {
        switch (v) {
            case 010:
                return "eight";
            case LIMIT + 4:
                return "fourteen";
            case 0x10:
                return "sixteen";
            default:
                return "other";
        }
    }

    public static void main(String[] args) {
        byte b = 100;
        char c = 65;
        short sh = 0x7FFF;
        long big = 3000000000L;
        int min = -2147483648;
        int negative = 0xFFFFFFFF;
        long mask = 0xFFFFFFFFL;
        int million = 1_000_000;
        int[] sized = new int[12];
        sized[11] = 7;
        String text = "n" + 10 + 5;
        System.out.println(name(8) + " " + name(14) + " " + name(16) + " " + name(3));
        System.out.println(b + " " + c + " " + sh + " " + big + " " + min + " " + negative + " "
                + mask + " " + million + " " + sized.length + " " + text + " " + (7 / 2) + " " + (1 << 31));
    }
}
