// Text a comment that quotes it must not let out (misleading-comment quotes other
// programs): comment ends, and unicode escapes, which javac decodes even in comments.
class CommentHostileText {
    public static void main(String[] args) {
        String ends = "*/ and /*"; /* a comment with stars ** */
        String escaped = "\\u000a\\u002a\\u002f"; // \\u000a stays text
        char star = '\u002a'; char slash = '\u002f';
        String joined = "" + star + slash; // \u002a\u002f ends nothing in a line comment
        System.out.println(ends + " " + escaped + " " + joined + " " + ends.length());
    }
}
