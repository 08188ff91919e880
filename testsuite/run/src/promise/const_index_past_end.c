/* An array element read with a constant index past the array's end:
 * clang -O0 addresses it with a `getelementptr inbounds` constant
 * expression folded into the load, whose result outside the array is
 * poison (SPEC.md section 6, "Registers and poison"), so the load is
 * undefined behaviour (X-UB-2), though the native build reads whatever
 * global lies there.  A constant index inside the array is correct and
 * prints what the native build prints.  At -O2 clang selects between
 * the two constant addresses; the one past the end is poison all the
 * same. */
#include <stdio.h>
#include <stdlib.h>

int table[4] = {1, 2, 3, 4};
int other[64] = {5};

int main(int argc, char **argv) {
	int bad = argc > 1 && atoi(argv[1]) > 3;
	other[1] = 6;
	printf("%d\n", bad ? table[20] : table[3]);
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 3
// NATIVE: 4
// RUN: sh -c '%ehi run %s 3; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 4
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 20; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
// BAD-NEXT: at {{.*}} in @main, block %{{[0-9]+}}: %{{[0-9]+}} = load i32, {{.*}}
// BAD: status 66
