// Mixing int, long and String in one expression.
class LongIntMix {
    public static void main(String[] args) {
        int a = 2_000_000_000;
        int b = 2_000_000_000;
        long c = 5L;
        String s = "=";
        System.out.println(s + (a + b) + " " + (c + a + b) + " " + (a + b + c) + " " + (a * c));
        long d = a;
        d += b;
        System.out.println(d + s + c);
    }
}
