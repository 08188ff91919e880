/* setjmp/longjmp, _setjmp/_longjmp and sigsetjmp/siglongjmp: jumps out of
 * nested and recursive calls, through a function pointer, to the same
 * frame, with 0 (setjmp returns 1), nested handlers restored in turn, a
 * jmp_buf on the heap, volatile locals after the jump (their last
 * stored values).  LIBC-GEN: clang14 */
#define _DEFAULT_SOURCE /* sigsetjmp, _longjmp (POSIX) */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf top;
static int calls;

static void leaf(int n) {
	char buf[32];
	snprintf(buf, sizeof buf, "leaf %d", n);
	calls++;
	if (n == 0)
		longjmp(top, 42);
	leaf(n - 1);
	puts("not reached");
}

static int recurse_and_jump(int n) {
	if (setjmp(top) == 0) {
		leaf(n);
		return -1;
	}
	return calls;
}

/* a try/catch made of setjmp: handlers nest, the inner one restored */
static jmp_buf *handler;
static void throw_code(int code) { longjmp(*handler, code); }

static int guarded(void (*body)(int), int arg) {
	jmp_buf here, *saved = handler;
	int code;
	handler = &here;
	if ((code = setjmp(here)) == 0) {
		body(arg);
		code = 0;
	}
	handler = saved;
	return code;
}

static void inner_body(int x) {
	int c = guarded(throw_code, x + 1);
	printf("inner caught %d\n", c);
	throw_code(x * 10);
}

static void sig_jumps(void) {
	sigjmp_buf sb;
	volatile int round = 0;
	int r = sigsetjmp(sb, 1);
	printf("sigsetjmp -> %d round %d\n", r, round);
	if (round++ < 2)
		siglongjmp(sb, round * 100);
}

static void underscore_jumps(void) {
	jmp_buf b;
	volatile int n = 0;
	int r = _setjmp(b);
	n += r;
	if (r < 4)
		_longjmp(b, r + 1);
	printf("_setjmp sum %d\n", n);
}

struct ctx {
	int id;
	jmp_buf env;
};

static void heap_jump(struct ctx *c) {
	if (c->id > 0)
		longjmp(c->env, c->id);
}

int main(void) {
	printf("recurse: %d\n", recurse_and_jump(5));
	printf("guarded: %d\n", guarded(inner_body, 3));

	jmp_buf self;
	volatile int count = 0;
	int r = setjmp(self);
	count++;
	if (r == 0)
		longjmp(self, 0); /* setjmp returns 1 */
	printf("self: r %d count %d\n", r, count);

	sig_jumps();
	underscore_jumps();

	struct ctx *c = malloc(sizeof *c);
	c->id = 7;
	if ((r = setjmp(c->env)) == 0)
		heap_jump(c);
	printf("heap: %d\n", r);
	free(c);

	/* a loop of jumps: the stack is released each time */
	jmp_buf loop;
	volatile int i = 0;
	if (setjmp(loop) < 1000) {
		i++;
		if (i < 1000)
			longjmp(loop, i);
	}
	printf("loop: %d\n", i);
	return 0;
}
