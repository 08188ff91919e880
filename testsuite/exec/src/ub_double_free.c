/* EXEC-UB: frees the same heap block twice: undefined behaviour (66), rule
 * X-MEM-7. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
void *malloc(size_t);
void free(void *);
int main(void) {
	void *volatile p = malloc(32);
	printf("allocated\n");
	free(p);
	printf("freed once\n");
	free(p);
	printf("after\n");
	return 0;
}
