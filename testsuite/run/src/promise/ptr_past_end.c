/* A pointer computed past the end of an array (C11 6.5.6p8 allows one
 * past its end): clang computes it with `getelementptr inbounds`, whose
 * result outside the array is poison (SPEC.md section 6, "Registers and
 * poison"), and passes it on as a noundef argument: undefined behaviour
 * at the call (X-UB-11), at -O0 and -O2 with clang 14 and 19, before
 * the loop reads past the array.  A count up to the array's 8 elements
 * is correct and prints what the native build prints. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int positives(const int *p, const int *end) {
	int n = 0;
	for (; p < end; p++)
		n += *p > 0;
	return n;
}

int main(int argc, char **argv) {
	int a[8] = {1, -2, 3, 4, -5, 6, 7, 8};
	int n = atoi(argc > 1 ? argv[1] : "8");
	printf("%d\n", positives(a, a + n));
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 8
// NATIVE: 6
// RUN: sh -c '%ehi run %s 8; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 6
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 12; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: argument 2 of the call of @positives is poison or undef, but the parameter is noundef [X-UB-11]
// BAD-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @main{{.*}} (poison when its promise fails)
// BAD: status 66
