/* Inline assembly with an instruction cannot run: ehi runs no machine
 * code (SPEC.md X-ASM-1, status 68, the asm text named), and only when
 * it is reached: what the program printed before is out. */
#include <stdio.h>

int main(void)
{
	printf("before\n");
	fflush(stdout);
	asm volatile("nop");
	printf("after\n");
	return 0;
}
// RULE-CHECK: before
// RULE-CHECK: ehi: error: inline assembly "nop" cannot be executed (ehi runs no machine code) [X-ASM-1]
// RULE-CHECK-NOT: after
// RULE-CHECK: status 68
