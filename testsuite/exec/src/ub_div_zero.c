/* EXEC-UB: signed integer division by zero: undefined behaviour (66), rule
 * X-UB-4.  (On x86 the process would die with SIGFPE; the rule is about
 * the IR's sdiv, whatever the hardware does.) */
int printf(const char *, ...);
int main(void) {
	volatile int num = 1000, den = 0;
	printf("dividing\n");
	int q = num / den;
	printf("after %d\n", q);
	return 0;
}
