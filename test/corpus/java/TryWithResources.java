// Resources close in reverse order, before catch and finally run.
class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;

        Res(String name) {
            this.name = name;
            log.append("open ").append(name).append(';');
        }

        @Override
        public void close() {
            log.append("close ").append(name).append(';');
        }
    }

    public static void main(String[] args) {
        try (Res a = new Res("a"); Res b = new Res(a.name + "b")) {
            log.append("body;");
            if (b.name.length() == 2) throw new IllegalStateException("x");
        } catch (IllegalStateException e) {
            log.append("catch ").append(e.getMessage()).append(';');
        } finally {
            log.append("finally");
        }
        System.out.println(log);
    }
}
