import java.util.ArrayList;
import java.util.List;

// Generic methods and bounded type parameters.
class Generics {
    static <T extends Comparable<T>> T max(List<T> items) {
        T best = items.get(0);
        for (T item : items) if (item.compareTo(best) > 0) best = item;
        return best;
    }

    static <K, V> String pair(K key, V value) {
        return key + "=" + value;
    }

    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(List.of(3, 9, 2));
        List<String> words = List.of("pear", "apple", "zoo");
        Integer a = max(nums);
        String b = max(words);
        System.out.println(pair(a, b) + " " + pair(b, a + 1));
    }
}
