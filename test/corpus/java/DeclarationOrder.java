// declaration-split: declarators reading earlier ones, a final local
// assigned later (moved, it would become a constant variable), arrays,
// lambdas capturing a local, declarations in switch groups.
import java.util.function.IntSupplier;

class DeclarationOrder {
    public static void main(String[] args) {
        int a = 2, b = a * 3, c;
        int[] values = {1, 2, 3}, more = new int[2];
        final String label;
        label = "L";
        String joined = label + "x";
        System.out.println(joined == "Lx");
        int later;
        int total;
        c = a + b;
        later = c * 2;
        IntSupplier supplier = () -> later + 1;
        total = values[2] + more.length + supplier.getAsInt();
        long widened;
        widened = total;
        switch (a) {
            case 2:
                int inGroup;
                inGroup = 5;
                total += inGroup;
                break;
            default:
                inGroup = 6;
                total += inGroup;
        }
        System.out.println(a + " " + b + " " + c + " " + later + " " + total + " " + widened);
    }
}
