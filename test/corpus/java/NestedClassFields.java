// A static nested class and an inner class with fields named like locals.
class NestedClassFields {
    static class Counter {
        int count;
        int step = 2;

        void tick() {
            count += step;
        }
    }

    class Inner {
        int count = 50;
    }

    public static void main(String[] args) {
        int count = 3;
        int step = 10;
        Counter c = new Counter();
        for (int i = 0; i < count; i++) c.tick();
        Inner in = new NestedClassFields().new Inner();
        System.out.println(c.count + " " + count + " " + step + " " + in.count);
    }
}
