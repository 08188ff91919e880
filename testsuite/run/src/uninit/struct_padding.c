/* Structs with padding (never written) copied whole: to another local, to
 * the heap, by memcpy into an array, returned by value.  Copying undef
 * bytes is no use of them: no report, and the fields read what the
 * native run prints. */
// NATIVE: 3 6 4 300
// CHECK: 3 6 4 300
// CHECK-NEXT: status 0
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
struct S { char c; int i; short s; long l; };
static struct S make(int k) {
	struct S s;
	s.c = (char)k;
	s.i = k * 2;
	s.s = (short)(k + 1);
	s.l = k * 100L;
	return s;
}
int main(void) {
	struct S a = make(3), b;
	b = a;
	struct S *h = malloc(sizeof *h);
	*h = b;
	struct S arr[2];
	memcpy(&arr[1], h, sizeof *h);
	printf("%d %d %d %ld\n", arr[1].c, arr[1].i, arr[1].s, arr[1].l);
	free(h);
	return 0;
}
