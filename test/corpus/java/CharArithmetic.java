// char + int is an int; char + String concatenates.
class CharArithmetic {
    public static void main(String[] args) {
        char c = 'A';
        int shift = 2;
        char next = (char) (c + shift);
        int code = c + shift;
        String word = "" + c + next;
        System.out.println(next + " " + code + " " + word);
        System.out.println(c * 2 + c);
        System.out.println((char) (shift + c) == next);
    }
}
