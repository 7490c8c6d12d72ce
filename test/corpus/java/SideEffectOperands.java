// Java evaluates operands left to right: side effects in operands are ordered.
class SideEffectOperands {
    static int counter = 0;

    static int next() {
        return ++counter;
    }

    public static void main(String[] args) {
        int i = 1;
        int a = i++ + i;
        int b = next() * 10 + next();
        int[] arr = {5, 6, 7};
        int k = 0;
        arr[k++] = arr[k] + k;
        int c = (i = 7) + i;
        System.out.println(a + " " + b + " " + arr[0] + " " + k + " " + c + " " + (next() == next()));
    }
}
