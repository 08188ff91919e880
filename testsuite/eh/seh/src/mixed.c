/* C++ exceptions and SEH in one program (this file's C with
 * mixed.cpp's C++, linked as IR): a C++ throw seen by C filters as
 * 0xE06D7363 with its record (magic, object, ThrowInfo, and on 64-bit
 * targets the image base), running C __finally blocks as it passes;
 * an __except that takes it (the thrown object is never destroyed); a
 * filter that declines it, for a C++ catch further out; an SEH exception
 * passing C++ frames (their destructors run, catch(...) of clang's
 * default synchronous mode does not take it).  SPEC.md EH-SEH-9. */
#include "sehdefs.h"

void cxx_throw(int v);
void cxx_call(void (*f)(void));
int cxx_catch_around(void (*f)(void));
int cxx_obj_value(const void *obj);

static int seen_params;

static int look(EXCEPTION_POINTERS *p, int answer)
{
	EXCEPTION_RECORD *r = p->ExceptionRecord;
	printf("  filter: code %08lx flags %lu params %lu\n", r->ExceptionCode, r->ExceptionFlags,
	       r->NumberParameters);
	if (r->ExceptionCode == 0xE06D7363) {
		printf("  filter: magic %08lx object value %d throwinfo %s\n", (DWORD)r->ExceptionInformation[0],
		       cxx_obj_value((const void *)r->ExceptionInformation[1]),
		       r->ExceptionInformation[2] ? "set" : "null");
		seen_params = (int)r->NumberParameters;
	}
	return answer;
}

static void throw_through_finally(void)
{
	__try {
		cxx_throw(7);
	} __finally {
		printf("  __finally abnormal=%d\n", AbnormalTermination());
	}
}

static void declining(void)
{
	__try {
		__try {
			cxx_throw(8);
		} __finally {
			printf("  __finally abnormal=%d\n", AbnormalTermination());
		}
	} __except (look(GetExceptionInformation(), EXCEPTION_CONTINUE_SEARCH)) {
		printf("  not reached\n");
	}
}

static void raiser(void)
{
	RaiseException(0xE0000051, 0, 0, 0);
}

int main(void)
{
	printf("1: a C++ throw taken by __except\n");
	__try {
		throw_through_finally();
	} __except (look(GetExceptionInformation(), EXCEPTION_EXECUTE_HANDLER)) {
		printf("  __except: code %08lx\n", GetExceptionCode());
	}
	printf("2: declined by the filter, caught by C++\n");
	printf("  caught %d\n", cxx_catch_around(declining));
	printf("3: an SEH exception through C++ frames\n");
	__try {
		cxx_call(raiser);
	} __except (look(GetExceptionInformation(), EXCEPTION_EXECUTE_HANDLER)) {
		printf("  __except: code %08lx\n", GetExceptionCode());
	}
	printf("done (%d parameters)\n", seen_params);
	return 0;
}
