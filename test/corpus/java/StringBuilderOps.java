// StringBuilder appends in call order.
class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        int n = 4;
        for (int i = 0; i < n; i++) {
            sb.append(i).append(i % 2 == 0 ? "e" : "o");
        }
        sb.insert(0, '[').append(']');
        sb.reverse();
        String s = sb.toString();
        System.out.println(s + " " + s.length() + " " + s.indexOf('e'));
    }
}
