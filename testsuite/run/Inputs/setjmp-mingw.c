#include <setjmp.h>
#include <stdio.h>
static jmp_buf top;
static int calls;
static void leaf(int n) {
	calls++;
	if (n == 0)
		longjmp(top, 42);
	leaf(n - 1);
}
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
	printf("inner caught %d\n", guarded(throw_code, x + 1));
	throw_code(x * 10);
}
int main(void) {
	volatile int r = setjmp(top);
	if (r == 0)
		leaf(5);
	printf("leaf: %d after %d calls\n", r, calls);
	printf("guarded: %d\n", guarded(inner_body, 3));
	jmp_buf self;
	if ((r = setjmp(self)) == 0)
		longjmp(self, 0);
	printf("self: %d\n", r);
	return 0;
}
