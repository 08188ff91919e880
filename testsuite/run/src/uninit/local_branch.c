/* A local read before any store on the path taken, deciding a branch:
 * undefined behaviour (X-UB-1), reported with the local it came from.  At
 * -O2 clang has already chosen the undef to be 1 (no undef is left in the
 * IR): the run prints what the native one does. */
// NATIVE: set
// O0: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
// O0-NEXT: note: the value may be undef from the load at {{.*}} in @main of local %{{[0-9]+}} (alloca in @main), which may be read before it is stored
// O0-NEXT: at {{.*}} in @main, block %{{[0-9]+}}: br i1
// O0: status 66
// O2: set
// O2-NEXT: status 0
#include <stdio.h>
int main(int argc, char **argv) {
	(void)argv;
	int x;
	if (argc > 5)
		x = 1;
	if (x)
		puts("set");
	else
		puts("unset");
	return 0;
}
