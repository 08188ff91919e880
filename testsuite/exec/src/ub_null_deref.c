/* EXEC-UB: reads through a null pointer.  A Linux process dies with SIGSEGV,
 * so ehi reports a fault (139), rule X-MEM-1.  The pointer is loaded from a
 * volatile so that -O2 cannot see the null. */
int printf(const char *, ...);
int main(void) {
	int *volatile p = 0;
	printf("before\n");
	int v = *p;
	printf("after %d\n", v);
	return 0;
}
