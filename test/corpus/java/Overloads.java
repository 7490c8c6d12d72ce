// Overload resolution follows the static types of the arguments.
class Overloads {
    static String show(int v) { return "int" + v; }
    static String show(long v) { return "long" + v; }
    static String show(double v) { return "double" + v; }
    static String show(char v) { return "char" + v; }
    static String show(Object v) { return "obj" + v; }
    static String show(String v) { return "str" + v; }

    public static void main(String[] args) {
        int i = 2;
        long l = 3L;
        double d = 0.5;
        char c = 'q';
        Integer boxed = 7;
        System.out.println(show(i + l) + " " + show(i * d) + " " + show(c) + " " + show(c + i));
        System.out.println(show(boxed) + " " + show(i + boxed) + " " + show("" + i) + " " + show(c + ""));
    }
}
