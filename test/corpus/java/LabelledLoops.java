// Labelled break and continue.
class LabelledLoops {
    public static void main(String[] args) {
        int found = -1;
        int visits = 0;
        outer:
        for (int i = 0; i < 6; i++) {
            inner:
            for (int j = 0; j < 6; j++) {
                visits++;
                if (j > i) continue outer;
                if (i * j == 6) {
                    found = i * 10 + j;
                    break outer;
                }
                if (j == 4) break inner;
            }
        }
        int n = 0;
        loop:
        while (true) {
            n++;
            if (n < 5) continue loop;
            break loop;
        }
        System.out.println(found + " " + visits + " " + n);
    }
}
