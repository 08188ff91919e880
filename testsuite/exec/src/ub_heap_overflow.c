/* EXEC-UB: writes one byte past the end of a 16-byte heap block.  A Linux
 * process would not be killed (the byte lands in malloc's padding), so this
 * is undefined behaviour that ehi detects (66), rule X-MEM-2, reported
 * against the block it overflowed. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
void *malloc(size_t);
void free(void *);
int main(void) {
	char *volatile p = malloc(16);
	volatile int i = 16;
	for (int k = 0; k < 16; k++) p[k] = (char)k;
	printf("filled\n");
	p[i] = 1;
	printf("after\n");
	free(p);
	return 0;
}
