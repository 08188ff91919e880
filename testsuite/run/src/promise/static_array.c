/* A parameter declared `const int p[static 4]`: clang promises
 * dereferenceable(16) (and align 4, noundef) at -O1 and above.  Passed a
 * heap block of 2 ints, the promise is broken at @sum4's entry:
 * undefined behaviour (SPEC.md section 6, X-VAL-3), before the read past
 * the block that would follow; with 4 ints the program is correct. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int sum4(const int p[static 4]) { return p[0] + p[1] + p[2] + p[3]; }

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 4;
	int *a = malloc(n * sizeof *a);
	for (int i = 0; i < n; i++)
		a[i] = i + 1;
	printf("%d\n", n >= 4 ? sum4(a) : sum4(a) - 1);
	free(a);
	return 0;
}
// NATIVE-ARGS: 4
// NATIVE: 10
// RUN: sh -c '%ehi run %s 4; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 10
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 2; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: parameter 1 of @sum4 is the address 0x{{[0-9a-f]+}}, but it is dereferenceable(16): not that many bytes from there are in one live object; it is 0 bytes into heap block 'malloc' of 8 bytes [X-VAL-3]
// BAD-NEXT: at {{.*}} in @sum4, block %1:
// BAD: status 66
