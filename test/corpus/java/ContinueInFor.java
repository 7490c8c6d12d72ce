// continue in for loops, also inside switch statements.
class ContinueInFor {
    public static void main(String[] args) {
        int acc = 0;
        for (int i = 0; i < 12; i++) {
            if (i % 3 == 0) continue;
            switch (i) {
                case 5:
                    continue;
                default:
                    acc += i;
            }
            for (int j = 0; j < i; j++) {
                if (j == 2) continue;
                acc++;
            }
        }
        int k = 0;
        for (String s : new String[] {"a", "", "b"}) {
            if (s.isEmpty()) continue;
            k++;
        }
        System.out.println(acc + " " + k);
    }
}
