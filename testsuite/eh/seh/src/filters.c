/* __try/__except: filters run in phase 1, innermost first, before any
 * __finally runs (phase 2); their three answers; __except(1) with no
 * filter function; GetExceptionCode in the filter and in the block. */
#include "sehdefs.h"

static int trail;

static int note(const char *who, DWORD code, int answer)
{
	printf("  filter %s sees %08lx, answers %d\n", who, code, answer);
	trail = trail * 10 + 1;
	return answer;
}

__declspec(noinline) static void thrower(DWORD code)
{
	__try {
		printf("  thrower raises %08lx\n", code);
		RaiseException(code, 0, 0, 0);
		printf("  thrower: not reached\n");
	} __finally {
		printf("  thrower's __finally, abnormal=%d\n", AbnormalTermination());
		trail = trail * 10 + 2;
	}
}

__declspec(noinline) static void middle(DWORD code)
{
	__try {
		thrower(code);
	} __except (note("middle", GetExceptionCode(), GetExceptionCode() == 0xE0000002)) {
		printf("  middle handles %08lx\n", GetExceptionCode());
	}
}

static volatile int resumes;
static int again(DWORD code)
{
	printf("  filter again sees %08lx, resume #%d\n", code, ++resumes);
	return EXCEPTION_CONTINUE_EXECUTION;
}

int main(void)
{
	printf("1 outer filter takes it\n");
	trail = 0;
	__try {
		middle(0xE0000001);
	} __except (note("main", GetExceptionCode(), EXCEPTION_EXECUTE_HANDLER)) {
		printf("  main handles %08lx, trail %d\n", GetExceptionCode(), trail);
	}

	printf("2 inner filter takes it\n");
	trail = 0;
	__try {
		middle(0xE0000002);
		printf("  after middle, trail %d\n", trail);
	} __except (note("main", GetExceptionCode(), EXCEPTION_EXECUTE_HANDLER)) {
		printf("  main: not reached\n");
	}

	printf("3 __except(1)\n");
	__try {
		thrower(0xE0000003);
	} __except (1) {
		printf("  caught by __except(1)\n");
	}

	printf("4 two __try in one function\n");
	__try {
		__try {
			thrower(0xE0000004);
		} __except (note("inner", GetExceptionCode(), EXCEPTION_CONTINUE_SEARCH)) {
			printf("  inner: not reached\n");
		}
	} __except (note("outer", GetExceptionCode(), 7)) {
		printf("  outer handles (a positive answer executes the handler)\n");
	}

	printf("5 continue execution, twice\n");
	__try {
		RaiseException(0xE0000005, 0, 0, 0);
		printf("  back after the first\n");
		RaiseException(0xE0000006, 0, 0, 0);
		printf("  back after the second\n");
	} __except (again(GetExceptionCode())) {
		printf("  not reached\n");
	}
	printf("done\n");
	return 0;
}
