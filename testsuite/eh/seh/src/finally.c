/* __finally: from the normal path (abnormal 0), from __leave, and from
 * the unwinding of an exception (abnormal 1), innermost first; a
 * __finally reads and writes its parent's locals. */
#include "sehdefs.h"

__declspec(noinline) static int work(int n, int raise)
{
	int total = 0;
	__try {
		__try {
			total = n;
			if (n > 2)
				__leave;
			total += 100;
			if (raise)
				RaiseException(0xE0000010, 0, 0, 0);
			total += 1000;
		} __finally {
			printf("  inner __finally n=%d total=%d abnormal=%d\n", n, total, AbnormalTermination());
			total += 10;
		}
	} __finally {
		printf("  outer __finally n=%d total=%d abnormal=%d\n", n, total, AbnormalTermination());
	}
	return total;
}

int main(void)
{
	for (int n = 1; n <= 3; n++)
		printf("work(%d, 0) = %d\n", n, work(n, 0));
	__try {
		printf("work(1, 1) = %d\n", work(1, 1));
	} __except (GetExceptionCode() == 0xE0000010) {
		printf("caught %08lx after both __finally\n", GetExceptionCode());
	}
	return 0;
}
