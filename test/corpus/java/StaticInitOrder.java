// Static and instance initializers run in textual order.
class StaticInitOrder {
    static StringBuilder log = new StringBuilder();
    static int first = step("first");
    int instance = step("instance");

    static {
        step("static-block");
    }

    {
        step("instance-block");
    }

    static int step(String s) {
        log.append(s).append(' ');
        return log.length();
    }

    StaticInitOrder() {
        step("ctor");
    }

    public static void main(String[] args) {
        new StaticInitOrder();
        System.out.println(log.toString().trim() + " " + first);
    }
}
