/* The generated-SEH-program campaign's one class of disagreement (seeds 1000
 * and 1005 of generator version 1 before it stopped writing this shape): an
 * __except nested, in the same function, inside the __try of a __finally.
 * When the __except takes an exception, the IR's unwind goes from the raise
 * to the __except's catchswitch, and the __finally's cleanuppad is not on
 * that path: it runs once, on the normal path after the handler (ehi, by
 * SPEC.md EH-SEH-2/4).  Under Wine 8 the x86_64 binary runs it twice:
 * first with abnormal 1 before the handler, then with 0 after it.
 *
 * Why: clang's x64 scope table (LLVM 14 and 19, -O0 and -O2) lists, for the
 * __finally, the ranges of the calls in its __try only; the __except block
 * (the unwind's target, the catchret's successor) starts before the first
 * of those ranges (its argument set-up precedes the call's begin label), so
 * __C_specific_handler's target-unwind check "the target lies inside this
 * scope: stop" (the MSVC runtime's algorithm, and Wine's) does not stop,
 * and the __finally runs as for an exception leaving the scope.  A table
 * problem of LLVM's back end, not of Wine: LLVM's review of
 * llvm/llvm-project#146796 ("Fixed double finally block execution", 2025)
 * names the same double execution and points at the backend's SEH tables.
 * Not an ehi bug: ehi follows the IR.
 *
 * Wine (x86_64 IR of clang-19 -O0, built by the peer):
 *     filter / finally abnormal 1 / handler / finally abnormal 0
 *     filter / finally 2 abnormal 1 / handler 2 / finally 2 abnormal 0
 * ehi (every target, both compilers and levels):
 *     filter / handler / finally abnormal 0
 *     filter / handler 2 / finally 2 abnormal 0 */
int printf(const char *, ...);
typedef unsigned long DWORD;
#if defined(_WIN64)
typedef unsigned long long ULONG_PTR;
#else
typedef unsigned long ULONG_PTR;
#endif
__declspec(dllimport) void __stdcall RaiseException(DWORD code, DWORD flags, DWORD nargs, const ULONG_PTR *args);
#define AbnormalTermination() _abnormal_termination()

static int *volatile g_null;
__declspec(noinline) static void fault_write(int v) { *g_null = v; }
static int show(int x) { printf("  filter\n"); return x; }

int main(void)
{
	__try {
		__try {
			fault_write(1);
		} __except (show(1)) {
			printf("handler\n");
		}
	} __finally {
		printf("finally abnormal %d\n", AbnormalTermination());
	}
	__try {
		__try {
			RaiseException(0xE0000001, 0, 0, 0);
		} __except (show(1)) {
			printf("handler 2\n");
		}
	} __finally {
		printf("finally 2 abnormal %d\n", AbnormalTermination());
	}
	return 0;
}
