/* A frame reusing the stack memory of a returned one: natively the old
 * contents show through ("leaked"); in ehi the new frame's array is
 * unwritten, its element undef, and the branch (-O0) or the noundef
 * argument of puts chosen by it (-O2: a select) is undefined behaviour. */
// NATIVE: leaked
// O0: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
// O2: ehi: undefined behaviour: argument 1 of the call of @puts is undef (uninitialised memory), but the parameter is noundef [X-UB-11]
// CHECK-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @peek were uninitialised (never written since allocated); they are in a stack object %{{[0-9]+}} (alloca in @peek)
// CHECK: status 66
#include <stdio.h>
__attribute__((noinline)) static int fill(int v) {
	volatile int a[4];
	for (int k = 0; k < 4; k++)
		a[k] = v;
	return a[v & 3];
}
__attribute__((noinline)) static int peek(int k) {
	volatile int b[4];
	return b[k];
}
int main(void) {
	int s = fill(42);
	int v = peek(1);
	if (v == 42)
		puts("leaked");
	else
		puts("fresh");
	return s == 42 ? 0 : 1;
}
