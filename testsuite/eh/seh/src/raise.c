/* RaiseException: the record a filter sees (code, flags, parameters, at
 * most 15); a noncontinuable exception a filter wants to resume: the
 * dispatcher raises STATUS_NONCONTINUABLE_EXCEPTION (0xC0000025), whose
 * record chains the first. */
#include "sehdefs.h"

static int show(EXCEPTION_POINTERS *p, int answer)
{
	EXCEPTION_RECORD *r = p->ExceptionRecord;
	printf("  code %08lx flags %lu params %lu:", r->ExceptionCode, r->ExceptionFlags, r->NumberParameters);
	for (DWORD k = 0; k < r->NumberParameters; k++)
		printf(" %lu", (unsigned long)r->ExceptionInformation[k]);
	printf("%s\n", r->ExceptionRecord ? " (chained)" : "");
	if (r->ExceptionRecord)
		printf("  chained: code %08lx flags %lu\n", r->ExceptionRecord->ExceptionCode,
		       r->ExceptionRecord->ExceptionFlags);
	return answer;
}

int main(void)
{
	ULONG_PTR args[20];
	for (int k = 0; k < 20; k++)
		args[k] = 100 + k;
	__try {
		RaiseException(0xE0000020, 0, 3, args);
	} __except (show(GetExceptionInformation(), 1)) {
		printf("1 handled\n");
	}
	__try {
		RaiseException(0xE0000021, 0, 20, args);
	} __except (show(GetExceptionInformation(), 1)) {
		printf("2 handled (15 parameters kept)\n");
	}
	__try {
		__try {
			RaiseException(0xE0000022, EXCEPTION_NONCONTINUABLE, 1, args);
			printf("  not reached\n");
		} __except (show(GetExceptionInformation(), GetExceptionCode() == 0xE0000022 ? EXCEPTION_CONTINUE_EXECUTION : 0)) {
			printf("  not reached\n");
		}
	} __except (show(GetExceptionInformation(), 1)) {
		printf("3 handled %08lx\n", GetExceptionCode());
	}
	return 0;
}
