/* A parameter clang marks nonnull (the nonnull attribute) and noundef,
 * passed a null pointer when the program is given a second argument:
 * undefined behaviour at @deref's entry (SPEC.md section 6, X-VAL-2), at
 * -O2 with clang 14 and 19, before the null pointer is used. */
#include <stdio.h>

__attribute__((noinline, nonnull)) int deref(int *p) { return *p + 1; }

int main(int argc, char **argv) {
	(void)argv;
	int *q = argc > 2 ? 0 : &argc;
	printf("%d\n", deref(q));
	return 0;
}
// NATIVE-ARGS: x
// NATIVE: 3
// RUN: sh -c '%ehi run %s x; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 3
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s x y; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: parameter 1 of @deref is null, but it is nonnull, and noundef: undefined behaviour, not poison [X-VAL-2]
// BAD-NEXT: at {{.*}} in @deref, block %1:
// BAD-NEXT: at {{.*}} in @main
// BAD: status 66
