/* realloc keeps the old bytes (written) and adds a tail never written:
 * reading the old ones is fine, branching on the tail's is undefined
 * behaviour (X-UB-1), reported with the new block. */
// NATIVE: 3
// CHECK: 3
// CHECK-NEXT: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
// CHECK-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @main were uninitialised (never written since allocated); they are in heap block 'malloc' of 16 bytes at 0x{{[0-9a-f]+}}, allocated at {{.*}} in @main
// CHECK: status 66
#include <stdio.h>
#include <stdlib.h>
int main(void) {
	int *p = malloc(2 * sizeof *p);
	p[0] = 1;
	p[1] = 2;
	p = realloc(p, 4 * sizeof *p);
	printf("%d\n", p[0] + p[1]);
	p[2] = 3;
	if (p[3] > 0)
		puts("positive");
	free(p);
	return 0;
}
