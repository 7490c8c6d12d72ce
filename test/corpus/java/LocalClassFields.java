// A local class reads its own String fields, declared after the method that uses them.
class LocalClassFields {
    public static void main(String[] args) {
        int s = 1;
        int t = 2;
        class Joiner {
            String join() {
                return s + t;
            }
            String s = "left";
            String t = "right";
        }
        System.out.println(new Joiner().join() + " " + (s + t));
    }
}
