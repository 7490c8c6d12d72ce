// literal-variable (CODA's R4) and Java's compile-time constant expressions
// (JLS 15.29): a string built only from literals and constant variables is
// folded by javac and interned, so `==` finds it equal to the same literal;
// the same string built at run time from a variable is a new object. Each
// line prints true only while every literal stays a literal. Literals in
// expressions that are not constant (a non-final local) may move.
public class ConstantExpressions {
    static final String PRE = "v";
    static final int BASE = 4;
    static final Integer BOXED = 6;
    static int counter = 2;

    interface Limits {
        int TOP = 9;
    }

    static String kind(int v) { return "int"; }
    static String kind(char v) { return "char"; }

    public static void main(String[] args) {
        String v10 = "v10";
        System.out.println((PRE + 10) == v10);
        System.out.println((ConstantExpressions.PRE + 3) == "v3");
        System.out.println((Limits.TOP + "x" + 5) == "9x5");
        final String local = "w";
        System.out.println((local + 7) == "w7");
        final int five = 5;
        System.out.println(("x" + (five + 1)) == "x6");
        System.out.println(("s" + (1 << 3)) == "s8");
        System.out.println(("n" + -1) == "n-1");
        System.out.println(("b" + (1 < 2)) == "btrue");
        System.out.println(("c" + (char) 65) == "cA");
        System.out.println(("m" + Integer.MAX_VALUE + 1) == "m21474836471");
        System.out.println(("t" + (BASE > 3 ? 1 : 2)) == "t1");
        System.out.println(("q" + BASE * 2) == "q8");
        // Not constant: a boxed final field, a non-final field, a non-final local.
        System.out.println(("r" + BOXED + 1).equals("r61") + " " + (BOXED + 2));
        System.out.println("u" + (counter + 3));
        int n = args.length;
        System.out.println(n + 10);
        System.out.println(kind(n + 20) + " " + kind('a'));
    }
}
