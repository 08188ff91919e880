/* A pointer to a block-scope local kept past its block: at -O2 clang
 * ends the local's lifetime with llvm.lifetime.end.  A store through the
 * pointer afterwards is undefined behaviour (SPEC.md section 6, X-MEM-9);
 * a load gives poison, which printf's noundef argument then reports
 * (X-UB-11).  Without an argument the program is correct. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void fill(int *p, int v) { *p = v; }
__attribute__((noinline)) int read(int *p) { return *p; }
int *keep;

int main(int argc, char **argv) {
	int mode = argc > 1 ? atoi(argv[1]) : 0;
	int r = 0;
	for (int i = 0; i < 2; i++) {
		int x;
		fill(&x, i + 1);
		keep = &x;
		r += read(&x);
	}
	if (mode == 1)
		fill(keep, 5); /* a store to x after its block */
	if (mode == 2)
		r += read(keep); /* a load of it */
	printf("%d\n", r);
	return 0;
}
// NATIVE-ARGS: 0
// NATIVE: 3
// RUN: sh -c '%ehi run %s 0; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 3
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 1; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STORE
// STORE: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, in a stack object outside its lifetime (before llvm.lifetime.start or after llvm.lifetime.end) [X-MEM-9]
// STORE-NEXT: at {{.*}} in @fill, block %2: store i32 %1,
// STORE: status 66
// RUN: sh -c '%ehi run %s 2; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: ehi: undefined behaviour: argument 2 of the call of @printf is poison or undef, but the parameter is noundef [X-UB-11]
// LOAD-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @read were in a stack object outside its lifetime (a load of one is poison)
// LOAD: status 66
