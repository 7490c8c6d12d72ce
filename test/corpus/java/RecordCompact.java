// A local record with a compact constructor and a static factory.
class RecordCompact {
    public static void main(String[] args) {
        record Range(int lo, int hi) {
            Range {
                if (lo > hi) {
                    int t = lo;
                    lo = hi;
                    hi = t;
                }
            }

            int width() {
                return hi - lo;
            }

            static Range of(int a, int b) {
                return new Range(a, b);
            }
        }
        int lo = 9;
        int hi = 2;
        Range r = Range.of(lo, hi);
        System.out.println(r + " " + r.width() + " " + r.lo() + " " + (lo + hi));
    }
}
