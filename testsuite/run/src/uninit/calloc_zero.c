/* calloc's block is zero: written, no report. */
// NATIVE: 4 zero
// CHECK: 4 zero
// CHECK-NEXT: status 0
#include <stdio.h>
#include <stdlib.h>
int main(void) {
	int *p = calloc(4, sizeof *p);
	int n = 0;
	for (int k = 0; k < 4; k++)
		if (p[k] == 0)
			n++;
	printf("%d zero\n", n);
	free(p);
	return 0;
}
