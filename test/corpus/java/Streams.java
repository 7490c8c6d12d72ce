import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

// Streams with lambdas and method references.
class Streams {
    public static void main(String[] args) {
        int offset = 3;
        List<Integer> squares = IntStream.range(0, 6).map(i -> i * i + offset).boxed().collect(Collectors.toList());
        String joined = squares.stream().filter(v -> v % 2 == 1).map(String::valueOf).collect(Collectors.joining("-"));
        int sum = squares.stream().mapToInt(Integer::intValue).sum();
        System.out.println(squares + " " + joined + " " + sum);
    }
}
