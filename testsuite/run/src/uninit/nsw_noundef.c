/* A signed overflow (clang's add nsw gives poison when it overflows)
 * passed to a parameter clang marks noundef: undefined behaviour (SPEC.md
 * section 6, X-UB-11), reported at -O0, where the poison goes through the
 * local x, and at -O2, where it goes straight from the add to the call
 * (LLVM's own UB-aware interpreter reports both). */
// NATIVE: start
// CHECK: ehi: undefined behaviour: argument 1 of the call of @show is poison or undef, but the parameter is noundef [X-UB-11]
// CHECK-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @main (poison when its promise fails)
// CHECK: status 66
#include <stdio.h>
__attribute__((noinline)) static void show(int x) {
	printf("%d\n", x);
}
int main(int argc, char **argv) {
	(void)argv;
	puts("start");
	int x = 2147483647;
	x += argc;
	show(x);
	return 0;
}
