/* Built with -ffinite-math-only, clang marks the division and the
 * compare `nnan ninf`: a division by zero makes an infinity, so the
 * division's result is poison (LangRef; SPEC.md section 6, "Registers
 * and poison", fast-math flags), and the branch on the compare of it is
 * undefined behaviour (X-UB-1) at -O0 and -O2 with clang 14 and 19,
 * though the native build prints "big".  A finite quotient is a correct
 * run and prints what the native build prints. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) double quotient(double a, double b) { return a / b; }

int main(int argc, char **argv) {
	double b = atof(argc > 1 ? argv[1] : "4");
	if (quotient(1.0, b) > 1.0)
		puts("big");
	else
		puts("small");
	return 0;
}
// OPT: -O0 -O2
// CFLAGS: -ffinite-math-only
// NATIVE-ARGS: 4
// NATIVE: small
// RUN: sh -c '%ehi run %s 4; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: small
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 0; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: {{.*}}poison{{.*}} [X-UB-{{1|11}}]
// BAD-NEXT: note: the value may be poison from {{.*}}`f{{div|cmp}} nnan ninf`
// BAD: status 66
