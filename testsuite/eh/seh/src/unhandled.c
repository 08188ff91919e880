/* An exception nothing handles: the filters ran, no __finally runs, and
 * the process ends with the exception code as its status. */
#include "sehdefs.h"

__declspec(noinline) static void deep(void)
{
	__try {
		RaiseException(0xE0000077, 0, 0, 0);
	} __finally {
		printf("finally: not reached before the end\n");
	}
}

int main(void)
{
	__try {
		deep();
	} __except (printf("filter declines\n"), EXCEPTION_CONTINUE_SEARCH) {
		printf("not reached\n");
	}
	return 0;
}
