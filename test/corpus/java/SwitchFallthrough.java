// Old-style switch statements fall through.
class SwitchFallthrough {
    static int score(int v) {
        int s = 0;
        switch (v) {
            case 0:
                s += 1;
            case 1:
                s += 10;
                break;
            case 2:
            case 3:
                s += 100;
            default:
                s += 1000;
        }
        return s;
    }

    public static void main(String[] args) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 5; i++) out.append(score(i)).append(' ');
        String word = "b";
        switch (word) {
            case "a":
                out.append("A");
            case "b":
                out.append("B");
            case "c":
                out.append("C");
                break;
            default:
                out.append("D");
        }
        System.out.println(out);
    }
}
