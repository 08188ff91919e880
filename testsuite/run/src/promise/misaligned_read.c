/* An int read through an int pointer at an address that is not a
 * multiple of 4: clang gives the load `align 4`, which the address
 * breaks, so the load is undefined behaviour (SPEC.md section 6,
 * X-MEM-10), at -O0 and -O2 with clang 14 and 19, though x86 hardware
 * reads it.  With an offset that is a multiple of 4 the program is
 * correct and prints what the native build prints. */
#include <stdio.h>
#include <stdlib.h>

static int words[4] = {1, 2, 3, 4};

__attribute__((noinline)) int get(const int *p) { return *p; }

int main(int argc, char **argv) {
	int off = atoi(argc > 1 ? argv[1] : "4");
	printf("%d\n", get((const int *)((const char *)words + off)));
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 4
// NATIVE: 2
// RUN: sh -c '%ehi run %s 4; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 2
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 1; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: misaligned read of 4 bytes at address 0x{{[0-9a-f]+}}1: its `align 4` says a multiple of 4 [X-MEM-10]
// BAD-NEXT: at {{.*}} in @get, block %{{[0-9]+}}: %{{[0-9]+}} = load i32, {{.*}}, align 4
// BAD: status 66
