/* A _Bool whose byte holds 2 (copied in with memcpy): at -O2 clang loads
 * it with !range [0, 2) (clang 19 adds !noundef) and gives @get's result
 * range(i32 10, 21) (clang 19) or the call !range (clang 14).  The load's
 * value breaks its range: poison (SPEC.md section 6, "Promises"); under
 * clang 19's !noundef that is undefined behaviour at the load (X-VAL-2);
 * clang 14's poison reaches printf's noundef argument (X-UB-11).  With a
 * byte of 0 or 1 the program is correct and prints what the native build
 * prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) int get(_Bool *b) { return *b ? 10 : 20; }

int main(int argc, char **argv) {
	unsigned char raw = (unsigned char)atoi(argc > 1 ? argv[1] : "1");
	_Bool b;
	memcpy(&b, &raw, 1);
	printf("%d\n", get(&b));
	return 0;
}
// NATIVE-ARGS: 0
// NATIVE: 20
// RUN: sh -c '%ehi run %s 0; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 20
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 2; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD%cc
// BAD14: ehi: undefined behaviour: argument 2 of the call of @printf is poison or undef, but the parameter is noundef [X-UB-11]
// BAD14-NEXT: note: the value may be poison from the `call` at {{.*}} in @main, the `load` at {{.*}} in @get (poison when its promise fails)
// BAD14: status 66
// BAD19: ehi: undefined behaviour: the value loaded is 2, outside its range [0, 2), and noundef: undefined behaviour, not poison [X-VAL-2]
// BAD19-NEXT: at {{.*}} in @get, block %1: %2 = load i8, ptr %0, align 1
// BAD19: status 66
