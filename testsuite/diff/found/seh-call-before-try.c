/* The second class of disagreement of the generated-SEH-program campaign
 * (seed 1003 of generator version 1 before every __try followed a trace
 * line): a call that raises, right before a __try in code order.  Here the
 * call is of a __finally's outlined function on the normal path, and the
 * __finally raises.  In the IR that call is a plain call: the exception
 * leaves f and main's __except takes it (ehi, every target).  Under Wine 8
 * the x86_64 binary attributes it to the __try that follows: clang's scope
 * table begins that __try's range at the call's return address (the begin
 * label of its first invoke, with nothing in between), x64 looks a frame up
 * by its return address, so the __except(-1) of that __try answers and the
 * raise returns ("continue execution"): f goes on.  The mirror image of
 * llvm/llvm-project#54922 ("Scopes shouldn't end on a call instruction";
 * MSVC puts a nop after such a call).  Not an ehi bug: ehi follows the IR.
 *
 * Wine (x86_64 IR of clang-19 -O0, built by the peer):
 *     finally abnormal 0 / try body / after / main: f returned
 * ehi:
 *     finally abnormal 0 / main handler e0000002 */
int printf(const char *, ...);
typedef unsigned long DWORD;
#if defined(_WIN64)
typedef unsigned long long ULONG_PTR;
#else
typedef unsigned long ULONG_PTR;
#endif
__declspec(dllimport) void __stdcall RaiseException(DWORD code, DWORD flags, DWORD nargs, const ULONG_PTR *args);
#define AbnormalTermination() _abnormal_termination()

__declspec(noinline) static void f(void)
{
	__try {
		printf("");
	} __finally {
		printf("finally abnormal %d\n", AbnormalTermination());
		RaiseException(0xE0000002, 0, 0, 0);
	}
	__try {
		printf("try body\n");
	} __except (-1) {
		printf("not reached\n");
	}
	printf("after\n");
}

int main(void)
{
	__try {
		f();
		printf("main: f returned\n");
	} __except (1) {
		printf("main handler e0000002\n");
	}
	return 0;
}
