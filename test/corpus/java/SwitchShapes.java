// switch-to-if: no fall-through, fall-through, default in the middle, a
// break inside an if of a case, String and enum switches, switch
// expressions and rules, continue and labelled break from a case, chars.
class SwitchShapes {
    enum Colour { RED, GREEN }

    static final int THREE = 3;

    static int plain(int v) {
        int r;
        switch (v) {
            case 1, 2:
                r = 12;
                break;
            default:
                r = -1;
                break;
            case THREE:
                r = 3;
                break;
        }
        return r;
    }

    static int falls(int v) {
        int r = 0;
        switch (v) {
            case 1:
                r += 1;
            case 2:
                r += 2;
                break;
            case 3:
                if (r == 0) break;
                r = 30;
                break;
        }
        return r;
    }

    static int returns(char c) {
        switch (c) {
            case 'a':
                return 1;
            case 'b':
                return 2;
            default:
                return 0;
        }
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 5; i++) sum += plain(i) + falls(i) + returns((char) ('a' + i));
        outer:
        for (int i = 0; i < 6; i++) {
            switch (i) {
                case 2:
                    continue;
                case 4:
                    sum += 1000;
                    break outer;
                default:
                    sum += i;
            }
            sum += 1;
        }
        String word = "b";
        switch (word) {
            case "a":
                sum = 0;
                break;
            case "b":
                sum += 5;
                break;
        }
        Colour colour = Colour.GREEN;
        switch (colour) {
            case RED:
                sum -= 1;
                break;
            case GREEN:
                sum += 1;
                break;
        }
        int k = 2;
        int value = switch (k) {
            case 1 -> 10;
            default -> 20;
        };
        switch (k) {
            case 2 -> sum += value;
            default -> sum -= value;
        }
        byte small = 3;
        switch (small) {
            case 3:
                sum *= 2;
                break;
            default:
        }
        System.out.println(sum);
    }
}
