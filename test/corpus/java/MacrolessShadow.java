// The Java side of issue 20's shadowing case: a for update that names a
// local which a block of the body shadows in a lambda parameter scope.
class MacrolessShadow {
    public static void main(String[] args) {
        int sum = 0;
        int k;
        for (k = 0; k < 4; k++) {
            java.util.function.IntUnaryOperator twice = v -> v * 2;
            sum += twice.applyAsInt(k);
        }
        for (int i = 0, j = 10; i < j; i += 3, j--) sum += i * j;
        System.out.println(sum + " " + k);
    }
}
