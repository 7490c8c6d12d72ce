// branch-swap: else-if chains, dangling else, negated conditions, pattern
// variables in negated instanceof, definite assignment across branches.
class BranchChains {
    static int calls;

    static boolean check(int v) {
        calls++;
        return v % 3 == 0;
    }

    static String classify(Object o) {
        if (!(o instanceof String s)) {
            return "not a string";
        } else if (s.isEmpty()) {
            return "empty";
        } else {
            return "string of " + s.length();
        }
    }

    public static void main(String[] args) {
        int total = 0;
        for (int i = -2; i < 9; i++) {
            final int kind;
            if (i < 0) kind = -1;
            else if (i == 0) kind = 0;
            else kind = 1;
            if (i % 2 == 0)
                if (i > 4) total += i;
                else total -= 1;
            else total += kind * 10;
            if (check(i)) {
                total += 100;
            } else {
                total -= 3;
            }
        }
        int x;
        if (total > 0) {
            x = 1;
        } else {
            x = 2;
        }
        System.out.println(total + " " + x + " " + calls);
        System.out.println(classify(3) + "; " + classify("") + "; " + classify("abc"));
    }
}
