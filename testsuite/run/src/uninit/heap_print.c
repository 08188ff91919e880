/* An int of a malloc'd block never written, passed to printf: clang marks
 * the parameter noundef, so the undef argument is undefined behaviour
 * (X-UB-11), reported with the heap block and where it was allocated.  At
 * -O2 clang has replaced the load by a constant undef in the call. */
// NATIVE: 7
// CHECK: 7
// O0-NEXT: ehi: undefined behaviour: argument 2 of the call of @printf is undef (uninitialised memory), but the parameter is noundef [X-UB-11]
// O0-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @main were uninitialised (never written since allocated); they are in heap block 'malloc' of 8 bytes at 0x{{[0-9a-f]+}}, allocated at {{.*}} in @main
// O2-NEXT: ehi: undefined behaviour: argument 2 of the call of @printf is undef (a constant undef or poison in the call), but the parameter is noundef [X-UB-11]
// CHECK: status 66
#include <stdio.h>
#include <stdlib.h>
int main(void) {
	int *p = malloc(2 * sizeof *p);
	p[0] = 7;
	printf("%d\n", p[0]);
	printf("%d\n", p[1]);
	free(p);
	return 0;
}
