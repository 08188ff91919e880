/* EXEC-UB: reads a local variable of a function that has returned, through
 * a pointer that escaped: undefined behaviour (66), rule X-MEM-4. */
int printf(const char *, ...);
__attribute__((noinline)) static int *escape(int x) {
	volatile int local = x;
	int *volatile p = (int *)&local;
	return p;
}
__attribute__((noinline)) static int touch(int a) { volatile int big[64]; big[a & 63] = a; return big[a & 63]; }
int main(void) {
	int *p = escape(7);
	printf("touched %d\n", touch(3));
	int v = *(int *volatile)p;
	printf("after %d\n", v);
	return 0;
}
