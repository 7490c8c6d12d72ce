// literal-variable (CODA's R4): literals moved into new variables declared
// first in their block; Java's constant narrowing (byte, short, char), a
// ternary's type, lambdas and switch rules, final constants in case labels,
// this(...) with literals, overloads chosen by the argument's type.
import java.util.function.Supplier;

public class LiteralVariables {
    private final int base;

    LiteralVariables(int base) {
        this.base = base;
    }

    LiteralVariables() {
        this(40);
        System.out.println("made " + (base + 2));
    }

    static String kind(int v) { return "int"; }
    static String kind(char v) { return "char"; }
    static String kind(long v) { return "long"; }

    static int label(int v) {
        final int two = 2;
        switch (v) {
            case 1: return 10;
            case two: return 20;
            default: return 30;
        }
    }

    static byte small() { return 12; }

    public static void main(String[] args) {
        byte b = 10;
        short s = 300;
        char c = 65;
        long wide = 7;
        boolean flag = args.length == 0;
        System.out.println(b + " " + s + " " + c + " " + wide);
        System.out.println(kind(flag ? 1 : 'x') + " " + kind(3) + " " + kind(4L));
        Supplier<Byte> boxed = () -> 5;
        int rule = switch (args.length) { case 0 -> 100; default -> 200; };
        System.out.println(boxed.get() + " " + rule + " " + small() + " " + label(1) + label(2) + label(9));
        int total = 0;
        for (int i = 0; i < 5; i++) total += i * 3;
        System.out.println(total + " " + new LiteralVariables().base);
    }
}
