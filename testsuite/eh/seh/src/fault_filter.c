/* A fault whose dispatch is interrupted: a filter asked for the access
 * violation raises an exception that leaves the filter (EH-SEH-5).  The
 * new exception is searched from the filter outward through the frames of
 * the fault's dispatch, among them the faulting frame, which is at no call
 * (EH-SEH-8: synchronous SEH, no pad of it covers the faulting store): the
 * search passes it by and the unwind pops it.  Found by the generated-SEH-
 * program campaign (seed 1283: ehi stopped with "internal: frame 2
 * (@fault_write) is not at a call"). */
#include "sehdefs.h"

static int *volatile null_ptr;

__declspec(noinline) static void store(int v)
{
	__try {
		printf("  store %d\n", v);
	} __finally {
		printf("  store's __finally, abnormal=%d\n", AbnormalTermination());
	}
	*(volatile int *)null_ptr = v;   /* (no pad of store covers it) */
	printf("  not reached\n");
}

static int raised;
static int raising_filter(DWORD code)
{
	printf("  filter sees %08lx%s\n", code, raised ? "" : " and raises e0000071");
	if (!raised++)
		RaiseException(0xE0000071, 0, 0, 0);
	return 0;
}

static int show(const char *who, DWORD code, int answer)
{
	printf("  filter %s sees %08lx, answers %d\n", who, code, answer);
	return answer;
}

__declspec(noinline) static void mid(int inner)
{
	__try {
		__try {
			store(inner);
		} __except (raising_filter(GetExceptionCode())) {
			printf("  not reached\n");
		}
	} __except (show("mid", GetExceptionCode(), inner && GetExceptionCode() == 0xE0000071)) {
		printf("  mid handles the filter's exception\n");
	}
	printf("  mid goes on\n");
}

int main(void)
{
	printf("1 the filter's exception is handled below the faulting frame, in main\n");
	__try {
		mid(0);
	} __except (show("main", GetExceptionCode(), 1)) {
		printf("  main handles it, the fault is abandoned\n");
	}
	raised = 0;
	printf("2 ... in the frame whose filter raised it\n");
	__try {
		mid(1);
	} __except (show("main", GetExceptionCode(), 1)) {
		printf("  not reached\n");
	}
	printf("done\n");
	return 0;
}
