// Text blocks keep their content; loops around them may be rewritten.
class TextBlocks {
    public static void main(String[] args) {
        String block = """
            alpha
              beta
            gamma""";
        int lines = 0;
        for (int i = 0; i < block.length(); i++) {
            if (block.charAt(i) == '\n') lines++;
        }
        System.out.println(block.replace('\n', '|') + " " + lines);
    }
}
