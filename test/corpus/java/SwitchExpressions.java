// Switch expressions with arrows and yield.
class SwitchExpressions {
    enum Day { MON, TUE, WED, SAT, SUN }

    static int weight(Day d) {
        return switch (d) {
            case SAT, SUN -> 0;
            case MON -> {
                int w = 5;
                yield w * 2;
            }
            default -> 3;
        };
    }

    public static void main(String[] args) {
        int total = 0;
        for (Day d : Day.values()) total += weight(d);
        String kind = switch (total) {
            case 16 -> "sixteen";
            case 0 -> "none";
            default -> {
                String s = "other";
                yield s + total;
            }
        };
        System.out.println(total + " " + kind);
    }
}
