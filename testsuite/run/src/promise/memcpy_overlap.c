/* memcpy between overlapping halves of one buffer: clang makes it an
 * llvm.memcpy, whose source and destination must be equal or disjoint
 * (LangRef), so an overlap is undefined behaviour (SPEC.md section 6,
 * X-MEM-11) at -O0 and -O2 with clang 14 and 19, though glibc's memcpy
 * may copy it as the program hoped.  The memmove before it overlaps
 * and is correct; an offset of 64 (disjoint) is a correct run and
 * prints what the native build prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char buf[128];

int main(int argc, char **argv) {
	int off = atoi(argc > 1 ? argv[1] : "64");
	for (int i = 0; i < 128; i++)
		buf[i] = (char)i;
	memmove(buf + 1, buf, 64);
	memcpy(buf + off, buf, 64);
	printf("%d %d\n", buf[off], buf[off + 63]);
	return 0;
}
// OPT: -O0 -O2
// NATIVE-ARGS: 64
// NATIVE: 0 62
// RUN: sh -c '%ehi run %s 64; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: 0 62
// GOOD-NEXT: status 0
// RUN: sh -c '%ehi run %s 10; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ehi: undefined behaviour: llvm.memcpy of 64 bytes from 0x{{[0-9a-f]+}} to 0x{{[0-9a-f]+}}: the ranges overlap by 54 bytes {{.*}} [X-MEM-11]
// BAD-NEXT: at {{.*}} in @main, block %{{[0-9]+}}: {{(tail )?}}call void @llvm.memcpy.{{.*}}
// BAD: status 66
