// == on boxed values compares references; the cache covers -128..127.
class BoxedEquality {
    public static void main(String[] args) {
        Integer a = 127;
        Integer b = 127;
        Integer c = 1000;
        Integer d = 1000;
        int e = 1000;
        String s = "ab";
        String t = new String("ab");
        System.out.println((a == b) + " " + (c == d) + " " + (c == e) + " " + (s == t) + " " + s.equals(t));
        Integer sum = a + b;
        System.out.println(sum + c);
    }
}
