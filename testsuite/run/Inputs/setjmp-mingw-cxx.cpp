#include <setjmp.h>
#include <stdio.h>
static jmp_buf env;
struct N { ~N() { puts("~N"); } };
void jump(int x) {
	if (x)
		longjmp(env, x);
}
void (*volatile jump_ptr)(int) = jump; /* not known nounwind: invoked */
static void with_dtor() { N n; jump_ptr(1); }
int main() {
	if (setjmp(env) == 0)
		with_dtor();
	puts("back");
	return 0;
}
