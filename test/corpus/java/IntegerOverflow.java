// int and long arithmetic wraps.
class IntegerOverflow {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int one = 1;
        int wrapped = max + one;
        long widened = (long) max + one;
        long mixed = max + one + 0L;
        byte b = (byte) 200;
        short s = (short) 40000;
        int product = 65536 * 65536;
        System.out.println(wrapped + " " + widened + " " + mixed + " " + b + " " + s + " " + product);
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + (max * 2));
    }
}
