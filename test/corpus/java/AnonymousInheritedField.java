// An anonymous class body sees the fields it inherits before the method's locals.
class AnonymousInheritedField {
    static class Base {
        String label = "base";
        int count = 10;
        String tag = "T";
        String unit = "u";
    }

    interface Show {
        String show();
    }

    public static void main(String[] args) {
        int count = 1;
        String label = "local";
        int tag = 5;
        int unit = 6;
        Base b = new Base() {
            @Override
            public String toString() {
                return label + count + "/" + count * 2 + "/" + (tag + unit);
            }
        };
        System.out.println(b + " " + label + count + " " + (tag + unit));
        Show s = new Show() {
            String prefix = "p";
            public String show() {
                return prefix + label;
            }
        };
        System.out.println(s.show());
    }
}
