/* A pointer computed far past the end of a small heap array, into a
 * large block allocated after it: clang computes it with
 * `getelementptr inbounds`, whose result in another object is poison
 * (SPEC.md section 6, "Registers and poison"), and passes it on as a
 * noundef argument: undefined behaviour at the call (X-UB-11), at -O0
 * and -O2 with clang 14 and 19, however far the step (here 8000 bytes,
 * past the 256 bytes whose every redzone is looked at directly).  A
 * count up to the array's 8 elements is correct and prints what the
 * native build prints. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int positives(const int *p, const int *end) {
	int n = 0;
	for (; p < end; p++)
		n += *p > 0;
	return n;
}

int main(int argc, char **argv) {
	int *a = malloc(8 * sizeof(int));
	int *big = malloc(100000 * sizeof(int));
	for (int i = 0; i < 8; i++)
		a[i] = i % 3 ? i : -i;
	for (int i = 0; i < 100000; i++)
		big[i] = 1;
	int n = atoi(argc > 1 ? argv[1] : "8");
	printf("%d %d\n", positives(a, a + n), big[99999]);
	free(big);
	free(a);
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 8
// NATIVE: 5 1
// RUN: sh -c '%ehi run %s 8; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 5 1
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 2000; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: argument 2 of the call of @positives is poison or undef, but the parameter is noundef [X-UB-11]
// BAD-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @main (poison when its promise fails)
// BAD: status 66
