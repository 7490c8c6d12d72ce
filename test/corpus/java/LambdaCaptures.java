import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

// Lambdas capture effectively final locals.
class LambdaCaptures {
    public static void main(String[] args) {
        int base = 10;
        String tag = "t";
        Function<Integer, Integer> add = v -> v + base;
        IntBinaryOperator mul = (p, q) -> p * q + base;
        Supplier<String> label = () -> tag + base;
        List<Supplier<Integer>> suppliers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            suppliers.add(() -> k * base);
        }
        int total = 0;
        for (Supplier<Integer> s : suppliers) total += s.get();
        System.out.println(add.apply(5) + " " + mul.applyAsInt(3, 4) + " " + label.get() + " " + total);
    }
}
