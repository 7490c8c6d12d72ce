// && and || skip their right operand; & and | do not.
class ShortCircuit {
    static StringBuilder seen = new StringBuilder();

    static boolean mark(String s, boolean v) {
        seen.append(s);
        return v;
    }

    public static void main(String[] args) {
        boolean p = false;
        boolean q = true;
        if (p && mark("1", true)) seen.append("!");
        if (q || mark("2", true)) seen.append("+");
        if (mark("3", false) | mark("4", true)) seen.append("|");
        if (mark("5", false) & mark("6", true)) seen.append("&");
        boolean r = p == q || mark("7", p);
        System.out.println(seen + " " + r);
    }
}
