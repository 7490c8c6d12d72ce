package corpusrunner;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Runs the main method of many corpus classes in one JVM (starting a JVM per
 * program would take most of the test's time) and prints one line per class:
 * name, status, base64 of what main printed to System.out.
 *
 * Status is what the JVM's exit status would say: 0 when main returns, 1 with
 * the exception's class name when it throws, "timeout" when it runs longer
 * than the limit (a transformation that broke a loop). Corpus programs do not
 * call System.exit and start no threads of their own.
 */
public final class CorpusRunner {
    private CorpusRunner() {}

    public static void main(String[] args) throws Exception {
        long limitMillis = Long.parseLong(args[0]);
        PrintStream console = System.out;
        for (int i = 1; i < args.length; i++) {
            String name = args[i];
            ByteArrayOutputStream captured = new ByteArrayOutputStream();
            PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);
            String[] status = {"0"};
            Thread thread = new Thread(() -> {
                try {
                    Method main = Class.forName(name).getDeclaredMethod("main", String[].class);
                    main.setAccessible(true);
                    main.invoke(null, (Object) new String[0]);
                } catch (InvocationTargetException e) {
                    status[0] = "1 " + e.getCause().getClass().getName();
                } catch (ReflectiveOperationException | LinkageError e) {
                    status[0] = "cannot run: " + e;
                }
            });
            thread.setDaemon(true);
            System.setOut(out);
            thread.start();
            thread.join(limitMillis);
            boolean timedOut = thread.isAlive();
            if (timedOut) stopThread(thread);
            System.setOut(console);
            out.flush();
            String printed = Base64.getEncoder().encodeToString(captured.toByteArray());
            console.println(name + "\t" + (timedOut ? "timeout" : status[0]) + "\t" + printed);
        }
        console.flush();
    }

    /** Ends a runaway program where the JVM still allows it (17 does); otherwise it spins on as a daemon. */
    @SuppressWarnings({"deprecation", "removal"})
    private static void stopThread(Thread thread) {
        try {
            thread.stop();
        } catch (UnsupportedOperationException e) {
            // Java 20+: the daemon thread keeps running until the JVM exits.
        }
    }
}
