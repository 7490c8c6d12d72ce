// while loops with labelled continue and compound conditions.
class WhileLoops {
    public static void main(String[] args) {
        int i = 0;
        int hits = 0;
        scan:
        while (i < 20) {
            i++;
            int j = 0;
            while (j < i && j < 5) {
                j++;
                if ((i + j) % 7 == 0) continue scan;
            }
            hits += j;
        }
        int n = 100;
        while (n > 1) n = n % 2 == 0 ? n / 2 : 3 * n + 1;
        System.out.println(hits + " " + i + " " + n);
    }
}
