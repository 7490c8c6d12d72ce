// An anonymous class whose field, declared after its use, hides a numeric local.
class AnonymousFieldAfter {
    interface Text {
        String text();
    }

    public static void main(String[] args) {
        int a = 1;
        int b = 2;
        Text t = new Text() {
            public String text() {
                return a + b + "|" + (b + a);
            }

            String a = "A";
        };
        System.out.println(t.text() + " " + (a + b));
    }
}
