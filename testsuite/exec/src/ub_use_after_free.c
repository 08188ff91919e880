/* EXEC-UB: reads a heap block after free: undefined behaviour (66), rule
 * X-MEM-3. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
void *malloc(size_t);
void free(void *);
int main(void) {
	int *volatile p = malloc(4 * sizeof(int));
	p[2] = 42;
	printf("value %d\n", p[2]);
	free(p);
	int v = p[2];
	printf("after %d\n", v);
	return 0;
}
