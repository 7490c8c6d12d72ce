// do-while and continue in do-while.
class DoWhile {
    public static void main(String[] args) {
        int n = 0;
        int steps = 0;
        do {
            steps++;
            if (steps == 2) continue;
            n += steps;
        } while (n < 20);
        int m = 5;
        do m--; while (m > 10);
        System.out.println(n + " " + steps + " " + m);
    }
}
