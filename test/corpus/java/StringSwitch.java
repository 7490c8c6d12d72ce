// A switch on strings inside a loop with a counter.
class StringSwitch {
    public static void main(String[] args) {
        String[] words = {"one", "two", "three", "two", "zero"};
        int total = 0;
        for (String w : words) {
            switch (w) {
                case "one" -> total += 1;
                case "two" -> total += 2;
                case "three" -> {
                    int bonus = 3;
                    total += bonus * 10;
                }
                default -> total -= 1;
            }
        }
        System.out.println(total);
    }
}
