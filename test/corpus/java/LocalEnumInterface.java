// Local enums and interfaces (Java 16+).
class LocalEnumInterface {
    public static void main(String[] args) {
        enum Level { LOW, MID, HIGH }
        interface Scorer {
            int score(Level l);
        }
        int bonus = 5;
        Scorer s = l -> l.ordinal() * 10;
        int total = 0;
        for (Level l : Level.values()) total += s.score(l);
        Level top = Level.valueOf("HIGH");
        System.out.println(total + bonus + " " + top + " " + top.compareTo(Level.LOW));
    }
}
