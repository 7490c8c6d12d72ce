// Locals and parameters shadow fields; this.x reaches the field.
class FieldShadowing {
    int x = 100;
    static int y = 7;

    int sum(int x) {
        int y = x * 2;
        return x + y + this.x + FieldShadowing.y;
    }

    int field() {
        return x + y;
    }

    public static void main(String[] args) {
        FieldShadowing f = new FieldShadowing();
        int x = 5;
        System.out.println(f.sum(x) + " " + f.field() + " " + x + " " + y);
    }
}
