import java.util.Arrays;
import java.util.Comparator;

// Sorting with an anonymous comparator and a lambda comparator.
class AnonymousComparator {
    public static void main(String[] args) {
        String[] words = {"kiwi", "fig", "banana", "apple"};
        Arrays.sort(words, new Comparator<String>() {
            @Override
            public int compare(String a, String b) {
                int d = a.length() - b.length();
                return d != 0 ? d : a.compareTo(b);
            }
        });
        System.out.println(String.join(",", words));
        Integer[] nums = {3, -1, 2};
        Arrays.sort(nums, (x, y) -> y - x);
        System.out.println(Arrays.toString(nums));
    }
}
