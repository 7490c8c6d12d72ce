import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

// var declarations: the inferred type decides what + means.
class VarInference {
    public static void main(String[] args) {
        var count = 3;
        var text = "n";
        var ratio = 1.5;
        Map<String, Integer> m = new TreeMap<>(new HashMap<>(Map.of("b", 2, "a", 1)));
        var sum = 0;
        for (var e : m.entrySet()) sum += e.getValue() * count;
        var label = text + count;
        System.out.println(label + " " + (count + ratio) + " " + sum + " " + m);
    }
}
