// compound-assignment: Java's implicit narrowing cast in op=, mixed int /
// long / float / double operands, shifts by a long, String +=, boolean &=,
// a right operand that assigns the target.
class CompoundCasts {
    public static void main(String[] args) {
        byte b = 10;
        short s = 1000;
        char c = 'a';
        int i = 7, k = 3;
        long l = 5;
        float f = 1.5f;
        double d = 10;
        boolean flag = true;
        String text = "x";
        b += 300;
        s *= 1000;
        c += 2;
        i += 1.9;
        i -= l;
        i = i * k;
        l += i;
        l = l * 3;
        f += 0.1;
        f = f * 2;
        d /= 3;
        d = d - 0.5;
        k <<= 33L;
        i >>>= 1;
        text += 1 + 2;
        text = text + 'c';
        flag &= i > 0;
        flag = flag | false;
        k += (k = 2);
        int q = 4;
        q = q - (q = 1);
        System.out.println(b + " " + s + " " + c + " " + i + " " + k + " " + l + " " + f + " " + d
                + " " + flag + " " + text + " " + q);
    }
}
