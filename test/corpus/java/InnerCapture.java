import java.util.function.IntSupplier;

// An anonymous class captures an effectively final local.
class InnerCapture {
    public static void main(String[] args) {
        int limit = 4;
        String name = "cap";
        IntSupplier s = new IntSupplier() {
            int calls = 0;

            @Override
            public int getAsInt() {
                calls++;
                return limit * calls + name.length();
            }
        };
        int a = s.getAsInt();
        int b = s.getAsInt();
        System.out.println(a + " " + b + " " + limit + name);
    }
}
