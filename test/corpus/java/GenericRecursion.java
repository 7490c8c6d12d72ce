import java.util.ArrayList;
import java.util.List;

// A recursive generic method that builds permutations.
class GenericRecursion {
    static <T> void permute(List<T> items, int k, List<String> out) {
        if (k == items.size()) {
            out.add(items.toString());
            return;
        }
        for (int i = k; i < items.size(); i++) {
            T tmp = items.get(k);
            items.set(k, items.get(i));
            items.set(i, tmp);
            permute(items, k + 1, out);
            items.set(i, items.get(k));
            items.set(k, tmp);
        }
    }

    public static void main(String[] args) {
        List<String> out = new ArrayList<>();
        permute(new ArrayList<>(List.of('a', 'b', 'c')), 0, out);
        System.out.println(out.size() + " " + out);
    }
}
