// String concatenation groups from the left: 1 + 2 + "x" is "3x", "x" + 1 + 2 is "x12".
class StringConcatOrder {
    public static void main(String[] args) {
        int a = 1;
        int b = 2;
        String s = "x";
        char c = 'c';
        System.out.println(a + b + s);
        System.out.println(s + a + b);
        System.out.println(s + (a + b));
        System.out.println(c + a + s);
        System.out.println(s + c + a);
        String t = a + s;
        t += b;
        t = t + c;
        System.out.println(t + t.length());
    }
}
