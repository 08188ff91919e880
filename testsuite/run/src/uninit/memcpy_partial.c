/* A buffer half written, copied whole by memcpy: the unwritten half goes
 * along undef, but only the written half is read.  No report. */
// NATIVE: 84
// CHECK: 84
// CHECK-NEXT: status 0
#include <stdio.h>
#include <string.h>
int main(void) {
	char buf[16], dst[16];
	for (int k = 0; k < 8; k++)
		buf[k] = (char)(k * 3);
	memcpy(dst, buf, sizeof buf);
	int sum = 0;
	for (int k = 0; k < 8; k++)
		sum += dst[k];
	printf("%d\n", sum);
	return 0;
}
