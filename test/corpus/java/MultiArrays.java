// Two-dimensional arrays and array equality.
class MultiArrays {
    public static void main(String[] args) {
        int rows = 3;
        int cols = 4;
        int[][] grid = new int[rows][cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                grid[r][c] = r * cols + c;
        int diag = 0;
        for (int k = 0; k < rows; k++) diag += grid[k][k];
        int[] a = {1, 2};
        int[] b = {1, 2};
        System.out.println(diag + " " + grid[2][3] + " " + (a == b) + " " + java.util.Arrays.equals(a, b));
    }
}
