// Nested conditional expressions and equality tests.
class TernaryChains {
    static String grade(int v) {
        return v >= 90 ? "A" : v >= 80 ? "B" : v == 79 ? "C+" : "C";
    }

    public static void main(String[] args) {
        int a = 79;
        int b = 91;
        boolean same = a == b;
        int pick = same ? a : a > b ? a - b : b - a;
        System.out.println(grade(a) + grade(b) + grade(85) + " " + pick + " " + (a != b));
    }
}
