/* Hardware faults are SEH exceptions delivered to the handlers of the
 * callers of the faulting function: an access violation (its parameters:
 * read 0 / write 1, and the address), an integer division by zero, and a
 * filter that says continue execution: the faulting instruction runs
 * again (and faults again). */
#include "sehdefs.h"

__declspec(noinline) static int load(volatile int *p) { return *p; }
__declspec(noinline) static void store(volatile int *p, int v) { *p = v; }
__declspec(noinline) static int quotient(volatile int a, volatile int b) { return a / b; }

static int av(EXCEPTION_POINTERS *p)
{
	EXCEPTION_RECORD *r = p->ExceptionRecord;
	printf("  code %08lx params %lu: %lu %lu\n", r->ExceptionCode, r->NumberParameters,
	       (unsigned long)r->ExceptionInformation[0], (unsigned long)r->ExceptionInformation[1]);
	return r->ExceptionCode == 0xC0000005;
}

static int tries;
static int retry(DWORD code)
{
	printf("  try %d sees %08lx\n", ++tries, code);
	return tries < 3 ? EXCEPTION_CONTINUE_EXECUTION : EXCEPTION_EXECUTE_HANDLER;
}

int main(void)
{
	__try {
		printf("%d\n", load(0));
	} __except (av(GetExceptionInformation())) {
		printf("1 read of null caught\n");
	}
	__try {
		store(0, 1);
	} __except (av(GetExceptionInformation())) {
		printf("2 write to null caught\n");
	}
	__try {
		printf("%d\n", quotient(7, 0));
	} __except (GetExceptionCode() == 0xC0000094) {
		printf("3 divide by zero caught: %08lx\n", GetExceptionCode());
	}
	__try {
		printf("%d\n", load(0));
	} __except (retry(GetExceptionCode())) {
		printf("4 the load ran %d times, then the handler\n", tries);
	}
	return 0;
}
