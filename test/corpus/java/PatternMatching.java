// instanceof patterns bind new names in flow-dependent scopes.
class PatternMatching {
    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) return "big " + (i + 1);
        if (o instanceof Integer i) return "int " + i * 2;
        if (!(o instanceof String s)) return "other";
        return "str " + s.length() + s;
    }

    public static void main(String[] args) {
        Object[] values = {5, 50, "hey", 2.5};
        StringBuilder out = new StringBuilder();
        for (Object v : values) out.append(describe(v)).append(';');
        System.out.println(out);
    }
}
