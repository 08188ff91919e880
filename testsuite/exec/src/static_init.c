/* Static initialisation and shutdown: static locals, globals initialised
 * with addresses of other globals, __attribute__((constructor)) and
 * destructor functions (with priorities), atexit handlers (run in reverse
 * order, after main returns, interleaved with destructors as the C library
 * does), and exit() called from a nested function.  Exits with 5. */
int printf(const char *, ...);
int atexit(void (*)(void));
void exit(int);

static int counter(void) { static int n = 100; return n++; }
static const char *names[] = { "zero", "one", "two" };
static const char **pname = &names[1];
struct Node { int v; const struct Node *next; };
static const struct Node n3 = { 3, 0 }, n2 = { 2, &n3 }, n1 = { 1, &n2 };
static int arr[5] = { 1, 2, [4] = 9 };
static int *parr = &arr[4];
int init_order[8];
int ninit;

__attribute__((constructor(200))) static void ctor_late(void) { init_order[ninit++] = 200; }
__attribute__((constructor(150))) static void ctor_early(void) { init_order[ninit++] = 150; }
__attribute__((constructor)) static void ctor_default(void) { init_order[ninit++] = 65535; }
__attribute__((destructor)) static void dtor(void) { printf("destructor runs (ninit=%d)\n", ninit); }

static void bye1(void) { printf("atexit 1 (registered first, runs last)\n"); }
static void bye2(void) { printf("atexit 2\n"); }
static void bye3(void) { printf("atexit 3 (registered last, runs first)\n"); }

static void finish(int depth) {
	if (depth == 0) {
		printf("calling exit(5) from depth 10\n");
		exit(5);
	}
	finish(depth - 1);
	printf("not reached\n");
}

int main(void) {
	printf("constructors ran in order:");
	for (int i = 0; i < ninit; i++) printf(" %d", init_order[i]);
	printf("\n");
	int c1 = counter(), c2 = counter(), c3 = counter();  /* argument order is unspecified */
	printf("static local: %d %d %d\n", c1, c2, c3);
	printf("pointer init: %s %s, list:", *pname, pname[1]);
	for (const struct Node *n = &n1; n; n = n->next) printf(" %d", n->v);
	printf(", arr[3]=%d *parr=%d\n", arr[3], *parr);
	atexit(bye1);
	atexit(bye2);
	atexit(bye3);
	*parr = 10;
	printf("arr[4] now %d\n", arr[4]);
	finish(10);
	return 1;
}
