// A local record: its components are fields and accessors, not locals.
class LocalRecord {
    public static void main(String[] args) {
        record Point(int x, int y) {
            int sum() {
                return x + y;
            }
        }
        record Pair(int left, String right) {}
        int x = 3;
        int y = 4;
        Point p = new Point(x, y);
        Point q = new Point(p.y(), p.x() * 2);
        Pair pair = new Pair(p.sum(), "r");
        System.out.println(p + " " + q + " " + (p.x() + q.y()) + " " + q.sum());
        System.out.println(pair + " " + pair.left() + pair.right() + " " + p.equals(new Point(3, 4)));
    }
}
