// A lambda and a local class read fields of the enclosing object.
class MethodLocalShadowsField {
    String name = "field";
    int size = 3;

    String run() {
        int size = 10;
        java.util.function.Supplier<String> s = () -> name + this.size;
        class Helper {
            int size = 20;

            String get() {
                return name + size;
            }
        }
        return s.get() + " " + new Helper().get() + " " + size;
    }

    public static void main(String[] args) {
        System.out.println(new MethodLocalShadowsField().run());
    }
}
