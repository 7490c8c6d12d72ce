// Varargs and fixed-arity overloads: the fixed one wins when it applies.
class Varargs {
    static String f(int a, int b) {
        return "fixed" + (a + b);
    }

    static String f(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return "var" + s + "/" + xs.length;
    }

    static String g(String sep, Object... parts) {
        StringBuilder b = new StringBuilder();
        for (Object p : parts) b.append(p).append(sep);
        return b.toString();
    }

    public static void main(String[] args) {
        int one = 1;
        int two = 2;
        System.out.println(f(one, two) + " " + f(one) + " " + f(one, two, 3) + " " + f());
        System.out.println(g(",", one, "x", two + one));
    }
}
