"""Project-authored Java methods used as the originals of the demo clone set.

Each entry is (category, source).  The source is one Java method written with
4-space indentation, the header at column 0.  Lines may carry markers that
drive the Type-3 mutations of gen_clone.py; markers are removed before output:

  ``//@alt a b c``   alternative method names for Type-2 renaming (own line)
  ``//@ins STMT``    a statement that a Type-3 mutation may insert here (own line)
  ``... //@opt``     a statement (or a whole block when the line ends in ``{``)
                     that a Type-3 mutation may delete
  ``... //@g:x``     units of group ``x`` are independent siblings that a
                     Type-3 mutation may reorder

Plain ``//`` comments are part of the method (Type-1 mutations may drop them).
"""

BASES = [
    ("io", r'''
public static void copyFile(File source, File destination) throws IOException {
    //@alt copy fileCopy duplicateFile copyTo
    if (!source.exists()) {
        throw new FileNotFoundException("Missing file: " + source.getPath());
    }
    //@ins if (destination.exists() && !destination.canWrite()) throw new IOException("Cannot write " + destination);
    InputStream in = new FileInputStream(source);
    OutputStream out = new FileOutputStream(destination);
    try {
        byte[] buffer = new byte[4096];
        int count;
        while ((count = in.read(buffer)) > 0) {
            out.write(buffer, 0, count);
        }
        out.flush(); //@opt
    } finally {
        in.close(); //@g:a
        out.close(); //@g:a
    }
}
'''),
    ("crypto", r'''
public static String md5Hex(String text) throws NoSuchAlgorithmException {
    //@alt md5 hashMd5 digestHex toMd5
    MessageDigest digest = MessageDigest.getInstance("MD5");
    digest.reset(); //@opt
    digest.update(text.getBytes());
    byte[] hash = digest.digest();
    StringBuilder hex = new StringBuilder();
    //@ins hex.ensureCapacity(hash.length * 2);
    for (int i = 0; i < hash.length; i++) {
        String part = Integer.toHexString(0xFF & hash[i]);
        if (part.length() == 1) {
            hex.append('0');
        }
        hex.append(part);
    }
    return hex.toString();
}
'''),
    ("sort", r'''
public static void bubbleSort(int[] values) {
    //@alt sort sortArray bubble sortInts
    int n = values.length;
    boolean swapped = true;
    while (swapped) {
        swapped = false;
        for (int i = 1; i < n; i++) {
            if (values[i - 1] > values[i]) {
                int tmp = values[i - 1];
                values[i - 1] = values[i];
                values[i] = tmp;
                swapped = true;
            }
        }
        //@ins if (!swapped) break;
        n--; //@opt
    }
}
'''),
    ("search", r'''
public static int binarySearch(int[] sorted, int key) {
    //@alt search find indexOf bsearch
    //@ins if (sorted.length == 0) return -1;
    int low = 0; //@g:a
    int high = sorted.length - 1; //@g:a
    while (low <= high) {
        int mid = (low + high) >>> 1;
        int value = sorted[mid];
        if (value < key) {
            low = mid + 1;
        } else if (value > key) {
            high = mid - 1;
        } else {
            return mid;
        }
    }
    return -(low + 1);
}
'''),
    ("math", r'''
public static int gcd(int a, int b) {
    //@alt greatestCommonDivisor euclid computeGcd hcf
    //@ins if (a == 0) return Math.abs(b);
    a = Math.abs(a); //@g:a
    b = Math.abs(b); //@g:a
    while (b != 0) {
        int r = a % b;
        a = b;
        b = r;
    }
    return a;
}
'''),
    ("math", r'''
public static boolean isPrime(long number) {
    //@alt prime checkPrime isPrimeNumber testPrime
    if (number < 2) {
        return false;
    }
    if (number % 2 == 0) { //@opt
        return number == 2;
    }
    // only odd divisors up to the square root are needed
    for (long divisor = 3; divisor * divisor <= number; divisor += 2) {
        if (number % divisor == 0) {
            return false;
        }
    }
    return true;
}
'''),
    ("math", r'''
public static List<Integer> primeFactors(int number) {
    //@alt factorize factors getPrimeFactors decompose
    List<Integer> factors = new ArrayList<Integer>();
    int n = number;
    //@ins if (n < 2) return factors;
    for (int factor = 2; factor * factor <= n; factor++) {
        while (n % factor == 0) {
            factors.add(factor);
            n /= factor;
        }
    }
    if (n > 1) {
        factors.add(n);
    }
    return factors;
}
'''),
    ("string", r'''
public static String reverse(String input) {
    //@alt reverseString invert backwards flip
    if (input == null) { //@opt
        return null;
    }
    char[] chars = input.toCharArray();
    int left = 0; //@g:a
    int right = chars.length - 1; //@g:a
    while (left < right) {
        char tmp = chars[left];
        chars[left] = chars[right];
        chars[right] = tmp;
        left++; //@g:b
        right--; //@g:b
    }
    return new String(chars);
}
'''),
    ("string", r'''
public static boolean isPalindrome(String text) {
    //@alt palindrome checkPalindrome isMirror readsSameBackwards
    String cleaned = text.toLowerCase().replaceAll("[^a-z0-9]", "");
    //@ins if (cleaned.length() < 2) return true;
    int i = 0; //@g:a
    int j = cleaned.length() - 1; //@g:a
    while (i < j) {
        if (cleaned.charAt(i) != cleaned.charAt(j)) {
            return false;
        }
        i++; //@g:b
        j--; //@g:b
    }
    return true;
}
'''),
    ("string", r'''
public static String capitalizeWords(String sentence) {
    //@alt capitalize titleCase toTitleCase capitalizeAll
    StringBuilder result = new StringBuilder(sentence.length()); //@g:a
    boolean startOfWord = true; //@g:a
    for (char c : sentence.toCharArray()) {
        if (Character.isWhitespace(c)) {
            startOfWord = true;
            result.append(c);
        } else if (startOfWord) {
            result.append(Character.toUpperCase(c));
            startOfWord = false;
        } else {
            result.append(Character.toLowerCase(c));
        }
    }
    return result.toString();
}
'''),
    ("string", r'''
public static int countOccurrences(String text, String word) {
    //@alt count countMatches occurrences frequencyOf
    if (text == null || word == null || word.isEmpty()) { //@opt
        return 0;
    }
    int count = 0;
    int index = text.indexOf(word);
    while (index != -1) {
        count++;
        index = text.indexOf(word, index + word.length());
    }
    return count;
}
'''),
    ("io", r'''
public static List<String> readLines(File file) throws IOException {
    //@alt loadLines readAllLines linesOf getLines
    List<String> lines = new ArrayList<String>();
    BufferedReader reader = new BufferedReader(new FileReader(file));
    try {
        String line;
        while ((line = reader.readLine()) != null) {
            // skip blank lines
            if (line.trim().length() == 0) { //@opt
                continue;
            }
            lines.add(line);
        }
    } finally {
        reader.close();
    }
    return lines;
}
'''),
    ("io", r'''
public static void writeLines(File file, List<String> lines, boolean append) throws IOException {
    //@alt saveLines writeAll storeLines dumpLines
    PrintWriter writer = new PrintWriter(new BufferedWriter(new FileWriter(file, append)));
    try {
        for (String line : lines) {
            //@ins if (line == null) continue;
            writer.println(line);
        }
        writer.flush(); //@opt
    } finally {
        writer.close();
    }
}
'''),
    ("parse", r'''
public static List<String> parseCsvLine(String line) {
    //@alt splitCsv parseCsv csvFields tokenizeCsv
    List<String> fields = new ArrayList<String>(); //@g:a
    StringBuilder current = new StringBuilder(); //@g:a
    boolean inQuotes = false; //@g:a
    for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '"') {
            if (inQuotes && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                current.append('"');
                i++;
            } else {
                inQuotes = !inQuotes;
            }
        } else if (c == ',' && !inQuotes) {
            fields.add(current.toString());
            current.setLength(0);
        } else {
            current.append(c);
        }
    }
    fields.add(current.toString());
    return fields;
}
'''),
    ("date", r'''
public static String convertDate(String value, String fromPattern, String toPattern) {
    //@alt reformatDate changeDateFormat formatDate convert
    SimpleDateFormat parser = new SimpleDateFormat(fromPattern); //@g:a
    SimpleDateFormat formatter = new SimpleDateFormat(toPattern); //@g:a
    parser.setLenient(false); //@opt
    try {
        Date date = parser.parse(value);
        return formatter.format(date);
    } catch (ParseException e) {
        System.err.println("Cannot parse date: " + value); //@opt
        return null;
    }
}
'''),
    ("date", r'''
public static long daysBetween(Date start, Date end) {
    //@alt dayDifference diffInDays countDays elapsedDays
    Calendar first = Calendar.getInstance(); //@g:a
    Calendar second = Calendar.getInstance(); //@g:a
    first.setTime(start); //@g:b
    second.setTime(end); //@g:b
    first.set(Calendar.HOUR_OF_DAY, 0); //@opt
    second.set(Calendar.HOUR_OF_DAY, 0); //@opt
    long millis = second.getTimeInMillis() - first.getTimeInMillis();
    return millis / (24L * 60 * 60 * 1000);
}
'''),
    ("array", r'''
public static int[][] transpose(int[][] matrix) {
    //@alt transposeMatrix flipMatrix swapAxes transposed
    //@ins if (matrix.length == 0) return new int[0][0];
    int rows = matrix.length; //@g:a
    int cols = matrix[0].length; //@g:a
    int[][] result = new int[cols][rows];
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            result[j][i] = matrix[i][j];
        }
    }
    return result;
}
'''),
    ("array", r'''
public static double[][] multiply(double[][] a, double[][] b) {
    //@alt matrixMultiply product multiplyMatrices matMul
    if (a[0].length != b.length) { //@opt
        throw new IllegalArgumentException("Incompatible dimensions");
    }
    int n = a.length; //@g:a
    int m = b[0].length; //@g:a
    int k = b.length; //@g:a
    double[][] c = new double[n][m];
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double sum = 0.0;
            for (int x = 0; x < k; x++) {
                sum += a[i][x] * b[x][j];
            }
            c[i][j] = sum;
        }
    }
    return c;
}
'''),
    ("math", r'''
public static long fibonacci(int n) {
    //@alt fib fibonacciNumber nthFibonacci computeFibonacci
    if (n < 0) { //@opt
        throw new IllegalArgumentException("n must be non-negative");
    }
    long previous = 0; //@g:a
    long current = 1; //@g:a
    for (int i = 0; i < n; i++) {
        long next = previous + current;
        previous = current;
        current = next;
    }
    return previous;
}
'''),
    ("math", r'''
public static BigInteger factorial(int n) {
    //@alt fact computeFactorial factorialOf bigFactorial
    //@ins if (n < 0) throw new IllegalArgumentException("Negative argument: " + n);
    BigInteger result = BigInteger.ONE;
    for (int i = 2; i <= n; i++) {
        result = result.multiply(BigInteger.valueOf(i));
    }
    //@ins System.out.println("factorial(" + n + ") computed");
    return result;
}
'''),
    ("array", r'''
public static void shuffle(int[] array, Random random) {
    //@alt shuffleArray randomize permute mix
    //@ins if (array.length < 2) return;
    for (int i = array.length - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int tmp = array[i];
        array[i] = array[j];
        array[j] = tmp;
    }
}
'''),
    ("net", r'''
public static String download(String address) throws IOException {
    //@alt fetch downloadPage getUrlContent readUrl
    URL url = new URL(address);
    HttpURLConnection connection = (HttpURLConnection) url.openConnection();
    connection.setRequestMethod("GET"); //@opt
    connection.setConnectTimeout(5000); //@g:a
    connection.setReadTimeout(10000); //@g:a
    StringBuilder content = new StringBuilder();
    BufferedReader reader = new BufferedReader(new InputStreamReader(connection.getInputStream(), "UTF-8"));
    try {
        String line;
        while ((line = reader.readLine()) != null) {
            content.append(line).append('\n');
        }
    } finally {
        reader.close();
        connection.disconnect(); //@opt
    }
    return content.toString();
}
'''),
    ("archive", r'''
public static void zipFile(File input, File archive) throws IOException {
    //@alt compress zip addToZip compressFile
    ZipOutputStream zip = new ZipOutputStream(new FileOutputStream(archive));
    FileInputStream in = new FileInputStream(input);
    try {
        zip.putNextEntry(new ZipEntry(input.getName()));
        byte[] buffer = new byte[2048];
        int len;
        while ((len = in.read(buffer)) != -1) {
            zip.write(buffer, 0, len);
        }
        zip.closeEntry();
    } finally {
        in.close(); //@g:a
        zip.close(); //@g:a
    }
}
'''),
    ("archive", r'''
public static void unzip(File archive, File targetDir) throws IOException {
    //@alt extract extractZip unpack decompress
    ZipInputStream zin = new ZipInputStream(new FileInputStream(archive));
    try {
        ZipEntry entry;
        byte[] buffer = new byte[8192];
        while ((entry = zin.getNextEntry()) != null) {
            File out = new File(targetDir, entry.getName());
            //@ins System.out.println("Extracting " + entry.getName());
            if (entry.isDirectory()) {
                out.mkdirs();
                continue;
            }
            out.getParentFile().mkdirs(); //@opt
            FileOutputStream fos = new FileOutputStream(out);
            int n;
            while ((n = zin.read(buffer)) > 0) {
                fos.write(buffer, 0, n);
            }
            fos.close();
        }
    } finally {
        zin.close();
    }
}
'''),
    ("crypto", r'''
public static long checksum(File file) throws IOException {
    //@alt crc32 computeCrc fileChecksum crcOf
    //@ins if (!file.isFile()) throw new FileNotFoundException(file.getPath());
    CRC32 crc = new CRC32();
    InputStream in = new BufferedInputStream(new FileInputStream(file));
    try {
        byte[] buf = new byte[1024];
        int read;
        while ((read = in.read(buf)) != -1) {
            crc.update(buf, 0, read);
        }
    } finally {
        in.close();
    }
    return crc.getValue();
}
'''),
    ("collections", r'''
public static Map<String, Integer> wordFrequency(String text) {
    //@alt countWords wordCounts histogram frequencies
    Map<String, Integer> counts = new HashMap<String, Integer>();
    String[] words = text.toLowerCase().split("\\W+");
    for (String word : words) {
        if (word.length() == 0) { //@opt
            continue;
        }
        Integer old = counts.get(word);
        counts.put(word, old == null ? 1 : old + 1);
    }
    return counts;
}
'''),
    ("collections", r'''
public static List<String> removeDuplicates(List<String> items) {
    //@alt distinct unique dedupe uniqueItems
    Set<String> seen = new HashSet<String>(); //@g:a
    List<String> result = new ArrayList<String>(); //@g:a
    for (String item : items) {
        //@ins if (item == null) continue;
        if (seen.add(item)) {
            result.add(item);
        }
    }
    return result;
}
'''),
    ("array", r'''
public static int[] merge(int[] first, int[] second) {
    //@alt mergeSorted mergeArrays combine mergeSortedArrays
    int[] merged = new int[first.length + second.length];
    int i = 0, j = 0, k = 0;
    while (i < first.length && j < second.length) {
        if (first[i] <= second[j]) {
            merged[k++] = first[i++];
        } else {
            merged[k++] = second[j++];
        }
    }
    while (i < first.length) { //@g:a
        merged[k++] = first[i++];
    }
    while (j < second.length) { //@g:a
        merged[k++] = second[j++];
    }
    return merged;
}
'''),
    ("string", r'''
public static String join(Collection<String> parts, String separator) {
    //@alt joinStrings concat implode joinAll
    //@ins if (parts.isEmpty()) return "";
    StringBuilder sb = new StringBuilder();
    Iterator<String> it = parts.iterator();
    while (it.hasNext()) {
        sb.append(it.next());
        if (it.hasNext()) {
            sb.append(separator);
        }
    }
    return sb.toString();
}
'''),
    ("crypto", r'''
public static String toHex(byte[] data) {
    //@alt bytesToHex hex encodeHex asHex
    final char[] digits = "0123456789abcdef".toCharArray();
    char[] out = new char[data.length * 2];
    for (int i = 0; i < data.length; i++) {
        int v = data[i] & 0xFF;
        out[i * 2] = digits[v >>> 4]; //@g:a
        out[i * 2 + 1] = digits[v & 0x0F]; //@g:a
    }
    return new String(out);
}
'''),
    ("parse", r'''
public static int parseInt(String value, int defaultValue) {
    //@alt toInt parseOrDefault intValue safeParseInt
    if (value == null) { //@opt
        return defaultValue;
    }
    try {
        return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
        //@ins System.err.println("Not a number: " + value);
        return defaultValue;
    }
}
'''),
    ("io", r'''
public static boolean deleteRecursively(File path) {
    //@alt deleteTree removeDirectory deleteAll rmrf
    if (path.isDirectory()) {
        File[] children = path.listFiles();
        if (children != null) {
            for (File child : children) {
                deleteRecursively(child);
            }
        }
    }
    //@ins if (!path.exists()) return true;
    return path.delete();
}
'''),
    ("io", r'''
public static List<File> findFiles(File dir, String extension) {
    //@alt listFiles collectFiles searchFiles filesWithExtension
    List<File> matches = new ArrayList<File>();
    //@ins if (!dir.isDirectory()) return matches;
    File[] entries = dir.listFiles();
    if (entries == null) { //@opt
        return matches;
    }
    for (File entry : entries) {
        if (entry.isDirectory()) {
            matches.addAll(findFiles(entry, extension));
        } else if (entry.getName().toLowerCase().endsWith(extension)) {
            matches.add(entry);
        }
    }
    return matches;
}
'''),
    ("io", r'''
public static Properties loadProperties(String path) throws IOException {
    //@alt readProperties loadConfig readConfig properties
    Properties props = new Properties();
    InputStream in = new FileInputStream(path);
    try {
        props.load(in);
    } finally {
        in.close();
    }
    //@ins System.out.println("Loaded " + props.size() + " properties from " + path);
    return props;
}
'''),
    ("process", r'''
public static String runCommand(String command) throws IOException, InterruptedException {
    //@alt exec execute runProcess shell
    Process process = Runtime.getRuntime().exec(command);
    BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream()));
    StringBuilder text = new StringBuilder();
    String line;
    while ((line = output.readLine()) != null) {
        text.append(line).append(System.getProperty("line.separator"));
    }
    output.close(); //@opt
    int exit = process.waitFor();
    if (exit != 0) {
        throw new IOException("Command failed with exit code " + exit);
    }
    return text.toString();
}
'''),
    ("math", r'''
public static double standardDeviation(double[] samples) {
    //@alt stdDev deviation sigma computeStdDev
    if (samples.length == 0) { //@opt
        return 0.0;
    }
    double sum = 0.0;
    for (double s : samples) {
        sum += s;
    }
    double mean = sum / samples.length;
    double squares = 0.0;
    for (double s : samples) {
        squares += (s - mean) * (s - mean);
    }
    return Math.sqrt(squares / samples.length);
}
'''),
    ("array", r'''
public static int maxSubarraySum(int[] numbers) {
    //@alt kadane maxSum largestSum bestRun
    int best = numbers[0]; //@g:a
    int current = numbers[0]; //@g:a
    for (int i = 1; i < numbers.length; i++) {
        current = Math.max(numbers[i], current + numbers[i]);
        best = Math.max(best, current);
    }
    return best;
}
'''),
    ("parse", r'''
public static int romanToInt(String roman) {
    //@alt parseRoman fromRoman romanValue decodeRoman
    Map<Character, Integer> values = new HashMap<Character, Integer>();
    values.put('I', 1); //@g:a
    values.put('V', 5); //@g:a
    values.put('X', 10); //@g:a
    values.put('L', 50); //@g:a
    values.put('C', 100); //@g:a
    values.put('D', 500); //@g:a
    values.put('M', 1000); //@g:a
    int total = 0;
    for (int i = 0; i < roman.length(); i++) {
        int value = values.get(roman.charAt(i));
        if (i + 1 < roman.length() && value < values.get(roman.charAt(i + 1))) {
            total -= value;
        } else {
            total += value;
        }
    }
    return total;
}
'''),
    ("string", r'''
public static String caesar(String message, int shift) {
    //@alt encrypt rotate caesarCipher shiftLetters
    //@ins if (message.isEmpty()) return message;
    StringBuilder encoded = new StringBuilder();
    shift = ((shift % 26) + 26) % 26; //@opt
    for (int i = 0; i < message.length(); i++) {
        char ch = message.charAt(i);
        if (Character.isUpperCase(ch)) {
            encoded.append((char) ('A' + (ch - 'A' + shift) % 26));
        } else if (Character.isLowerCase(ch)) {
            encoded.append((char) ('a' + (ch - 'a' + shift) % 26));
        } else {
            encoded.append(ch);
        }
    }
    return encoded.toString();
}
'''),
    ("string", r'''
public static int levenshtein(String s, String t) {
    //@alt editDistance distance levenshteinDistance stringDistance
    int[] prev = new int[t.length() + 1]; //@g:a
    int[] curr = new int[t.length() + 1]; //@g:a
    for (int j = 0; j <= t.length(); j++) {
        prev[j] = j;
    }
    for (int i = 1; i <= s.length(); i++) {
        curr[0] = i;
        for (int j = 1; j <= t.length(); j++) {
            int cost = s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1;
            curr[j] = Math.min(Math.min(curr[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
        }
        // reuse the two rows
        int[] swap = prev;
        prev = curr;
        curr = swap;
    }
    return prev[t.length()];
}
'''),
    ("parse", r'''
public static boolean isValidEmail(String email) {
    //@alt validateEmail checkEmail isEmail emailOk
    if (email == null || email.length() > 254) { //@opt
        return false;
    }
    Pattern pattern = Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$");
    Matcher matcher = pattern.matcher(email);
    return matcher.matches();
}
'''),
    ("net", r'''
public static int postForm(String endpoint, String body) throws IOException {
    //@alt post sendPost httpPost submitForm
    URL url = new URL(endpoint);
    HttpURLConnection conn = (HttpURLConnection) url.openConnection();
    conn.setDoOutput(true); //@g:a
    conn.setRequestMethod("POST"); //@g:a
    conn.setRequestProperty("Content-Type", "application/x-www-form-urlencoded"); //@g:a
    OutputStreamWriter writer = new OutputStreamWriter(conn.getOutputStream(), "UTF-8");
    writer.write(body);
    writer.close();
    int status = conn.getResponseCode();
    conn.disconnect(); //@opt
    return status;
}
'''),
    ("collections", r'''
public static List<Map.Entry<String, Integer>> sortByValue(Map<String, Integer> map) {
    //@alt sortEntries rankByCount orderByValue sortedByValue
    List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(map.entrySet());
    Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
        public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
            return b.getValue().compareTo(a.getValue());
        }
    });
    //@ins System.out.println("sorted " + entries.size() + " entries");
    return entries;
}
'''),
    ("date", r'''
public static int dayOfYear(int year, int month, int day) {
    //@alt ordinalDay julianDay dayNumber yearDay
    //@ins if (month < 1 || month > 12) throw new IllegalArgumentException("Invalid month: " + month);
    int[] daysInMonth = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    boolean leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (leap) { //@opt
        daysInMonth[1] = 29;
    }
    int total = day;
    for (int m = 0; m < month - 1; m++) {
        total += daysInMonth[m];
    }
    return total;
}
'''),
    ("io", r'''
public static void saveObject(Serializable object, File file) throws IOException {
    //@alt serialize writeObject store persist
    ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(new FileOutputStream(file)));
    try {
        out.writeObject(object);
        out.flush(); //@opt
    } finally {
        out.close();
    }
}
'''),
]
