/* -ffast-math promises no NaN and no infinity: clang 19 writes it as
 * nofpclass(nan inf) on @half's parameter and result and on strtod's
 * result, so a NaN read by strtod is poison there (SPEC.md section 6,
 * "Promises") and undefined behaviour where it reaches @half's noundef
 * parameter (X-UB-11).  Clang 14 writes only the fast-math flags (`call
 * fast double @strtod`), whose nnan makes the NaN poison all the same
 * ("Registers and poison").  A finite number is correct and prints what
 * the native build prints. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) double half(double x) { return x / 2; }

int main(int argc, char **argv) {
	double v = strtod(argc > 1 ? argv[1] : "3", 0);
	printf("%g\n", half(v));
	return 0;
}
// CFLAGS: -ffast-math
// NATIVE-ARGS: 3
// NATIVE: 1.5
// RUN: sh -c '%ehi run %s 3; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 1.5
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s nan; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: argument 1 of the call of @half is poison or undef, but the parameter is noundef [X-UB-11]
// BAD-NEXT: note: the value may be poison from the `call nnan ninf` at {{.*}} in @main (poison when its promise fails)
// BAD: status 66
