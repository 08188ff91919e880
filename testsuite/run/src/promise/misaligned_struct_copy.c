/* A struct copied through pointers at an address that is not a
 * multiple of 8: clang copies it with llvm.memcpy whose pointers have
 * `align 8`, which the address breaks, so the copy is undefined
 * behaviour (SPEC.md section 6, X-MEM-10) at -O0 and -O2 with clang 14
 * and 19, though x86 hardware copies it.  With an offset that is a
 * multiple of 8 the program is correct and prints what the native build
 * prints. */
#include <stdio.h>
#include <stdlib.h>

struct S { long a, b, c, d, e; };

static long words[16];

__attribute__((noinline)) void copy(struct S *d, const struct S *s) { *d = *s; }

int main(int argc, char **argv) {
	int off = atoi(argc > 1 ? argv[1] : "8");
	for (int i = 0; i < 16; i++)
		words[i] = i;
	copy((struct S *)((char *)words + 64 + off), (const struct S *)words);
	printf("%ld\n", words[9]);
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 8
// NATIVE: 0
// RUN: sh -c '%ehi run %s 8; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 0
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 4; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: misaligned destination of llvm.memcpy at address 0x{{[0-9a-f]+}}4: its `align 8` says a multiple of 8 [X-MEM-10]
// BAD-NEXT: at {{.*}} in @copy, block %{{[0-9]+}}: {{(tail )?}}call void @llvm.memcpy.{{.*}}
// BAD: status 66
