/* -fasync-exceptions: a fault inside a __try body is caught by that
 * __try's own __except (llvm.seh.try.begin/end mark the region), and a
 * __finally in the faulting function runs (abnormal 1). */
#include "sehdefs.h"

static volatile int *volatile nowhere;
static volatile int sink;

__declspec(noinline) static void fin_fault(void)
{
	__try {
		printf("fin_fault loads\n");
		sink = *nowhere;
		printf("not reached\n");
	} __finally {
		printf("  fin_fault's __finally, abnormal=%d\n", AbnormalTermination());
	}
}

int main(void)
{
	volatile int n = 0;
	__try {
		n = 1;
		n += *nowhere;
		printf("not reached\n");
	} __except (printf("filter sees %08lx\n", GetExceptionCode()), 1) {
		printf("caught in the same function, n=%d\n", n);
	}
	__try {
		fin_fault();
	} __except (1) {
		printf("caught from fin_fault\n");
	}
	n = 5;
	__try {
		n = n / (n - 5);
	} __except (GetExceptionCode() == 0xC0000094) {
		printf("divide by zero in the same function, n=%d\n", n);
	}
	return 0;
}
