/* Nested exceptions: one raised inside a filter (handled inside it; or
 * leaving it: it is searched through the frames of the interrupted
 * dispatch again, and the first exception is abandoned), one raised
 * by a __finally that runs for another (it replaces it), one raised in an
 * __except block; a filter whose answer changes from one dispatch to the
 * next is asked once per dispatch. */
#include "sehdefs.h"

static int show(const char *who, DWORD code, int answer)
{
	printf("  filter %s sees %08lx, answers %d\n", who, code, answer);
	return answer;
}

static int careful_filter(DWORD code)
{
	__try {
		RaiseException(0xE0000039, 0, 0, 0);
	} __except (show("in-filter", GetExceptionCode(), 1)) {
		printf("  the filter handled its own %08lx\n", GetExceptionCode());
	}
	return show("careful", code, 1);
}

static int raised;
static int bad_filter(DWORD code)
{
	if (raised++)
		return show("bad, again,", code, 0);
	printf("  bad filter sees %08lx and raises e0000031\n", code);
	RaiseException(0xE0000031, 0, 0, 0);
	return 1;
}

__declspec(noinline) static void level2(DWORD code)
{
	__try {
		__try {
			RaiseException(code, 0, 0, 0);
		} __except (show("level2", GetExceptionCode(), 0)) {
			printf("  not reached\n");
		}
	} __finally {
		printf("  level2 __finally, abnormal=%d\n", AbnormalTermination());
	}
}

__declspec(noinline) static void level1(int bad)
{
	__try {
		level2(0xE0000030);
	} __except (bad ? bad_filter(GetExceptionCode()) : careful_filter(GetExceptionCode())) {
		printf("  level1 handles %08lx\n", GetExceptionCode());
	}
}

__declspec(noinline) static void finally_raises(void)
{
	__try {
		RaiseException(0xE0000040, 0, 0, 0);
	} __finally {
		printf("  __finally for %s raises e0000041\n", AbnormalTermination() ? "an exception" : "the normal path");
		RaiseException(0xE0000041, 0, 0, 0);
	}
}

static int flips;

int main(void)
{
	printf("1 a filter handles an exception of its own\n");
	__try {
		level1(0);
	} __except (show("main", GetExceptionCode(), 1)) {
		printf("  not reached\n");
	}

	printf("2 an exception leaves a filter\n");
	__try {
		level1(1);
	} __except (show("main", GetExceptionCode(), 1)) {
		printf("  main handles %08lx\n", GetExceptionCode());
	}

	printf("3 a __finally raises while an exception unwinds\n");
	__try {
		__try {
			finally_raises();
		} __except (show("middle", GetExceptionCode(), GetExceptionCode() == 0xE0000041)) {
			printf("  middle handles %08lx\n", GetExceptionCode());
		}
	} __except (show("outer", GetExceptionCode(), GetExceptionCode() == 0xE0000040)) {
		printf("  outer handles %08lx\n", GetExceptionCode());
	}

	printf("4 an __except block raises\n");
	__try {
		__try {
			RaiseException(0xE0000050, 0, 0, 0);
		} __except (1) {
			printf("  inner handler raises e0000051\n");
			RaiseException(0xE0000051, 0, 0, 0);
		}
	} __except (show("outer", GetExceptionCode(), 1)) {
		printf("  outer handles %08lx\n", GetExceptionCode());
	}

	printf("5 a filter answers differently each time\n");
	for (int k = 0; k < 2; k++) {
		__try {
			__try {
				RaiseException(0xE0000060 + k, 0, 0, 0);
			} __except (show("flip", GetExceptionCode(), flips++ % 2)) {
				printf("  inner handles %08lx\n", GetExceptionCode());
			}
		} __except (show("outer", GetExceptionCode(), 1)) {
			printf("  outer handles %08lx\n", GetExceptionCode());
		}
	}
	printf("done\n");
	return 0;
}
