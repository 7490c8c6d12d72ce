// finally runs on every path, and a return in try is kept until it ends.
class ExceptionsFinally {
    static StringBuilder log = new StringBuilder();

    static int risky(int v) {
        try {
            log.append("try").append(v);
            if (v == 0) throw new ArithmeticException("zero");
            return 10 / v;
        } catch (ArithmeticException e) {
            log.append("catch");
            return -1;
        } finally {
            log.append("fin;");
        }
    }

    public static void main(String[] args) {
        int a = risky(2);
        int b = risky(0);
        System.out.println(a + " " + b + " " + log);
    }
}
