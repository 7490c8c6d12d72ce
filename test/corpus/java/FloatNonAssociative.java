// Floating-point addition is not associative; strictfp semantics are the default since 17.
class FloatNonAssociative {
    public static void main(String[] args) {
        double big = 1e16;
        double neg = -1e16;
        double one = 1.0;
        double left = big + neg + one;
        double right = big + (neg + one);
        float f = 0.1f;
        float sum = 0f;
        for (int i = 0; i < 10; i++) sum = sum + f;
        double mixed = one + f + big;
        System.out.println(left + " " + right + " " + sum + " " + mixed + " " + (left == right));
    }
}
