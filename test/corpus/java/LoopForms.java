// while-form: do-while with continue, conditions with side effects, for (;;)
// and while (true) starting with a break, constant conditions, a method that
// ends in an endless loop.
class LoopForms {
    static int calls;

    static boolean more(int i) {
        calls++;
        return i < 5;
    }

    static int firstAbove(int[] values, int bound) {
        int i = 0;
        while (true) {
            if (values[i] > bound) return i;
            i++;
        }
    }

    public static void main(String[] args) {
        int i = 0, sum = 0, n = 0;
        do {
            i++;
            if (i == 3) continue;
            sum += i;
        } while (i < 6);
        i = 0;
        while (more(i++)) sum += i;
        for (;;) {
            if (n >= 4) break;
            n++;
            if (n == 2) continue;
            sum += 10 * n;
        }
        while (true) {
            if (!(n > 0)) break;
            n--;
        }
        final boolean forever = false;
        do {
            sum++;
        } while (forever);
        if (sum > 0)
            while (sum > 200) sum -= 7;
        else
            sum = -1;
        do sum--; while (sum % 3 != 0);
        System.out.println(sum + " " + calls + " " + i + " " + n + " " + firstAbove(new int[] {1, 5, 9}, 4));
    }
}
