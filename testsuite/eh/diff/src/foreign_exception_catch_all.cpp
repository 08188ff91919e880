// a foreign (non-C++) exception raised with _Unwind_RaiseException (_Unwind_SjLj_RaiseException under SJLJ; the EHABI control block on ARM): typed handlers skip it, cleanups run, catch (...) catches it, `throw;` rethrows it, and __cxa_end_catch deletes it through its exception_cleanup with _URC_FOREIGN_EXCEPTION_CAUGHT (1)
extern "C" int printf(const char *, ...);

#if defined(__ARM_EABI__) && !defined(__USING_SJLJ_EXCEPTIONS__)
struct _Unwind_Exception { // ARM EHABI _Unwind_Control_Block
	char exception_class[8];
	void (*exception_cleanup)(int, _Unwind_Exception *);
	unsigned unwinder_cache[5];
	unsigned barrier_cache[6];
	unsigned cleanup_cache[4];
	unsigned pr_cache[4];
	long long : 0;
};
static void set_class(_Unwind_Exception *e)
{
	const char *c = "TESTFORN";
	for (int i = 0; i < 8; i++)
		e->exception_class[i] = c[i];
}
#else
struct _Unwind_Exception {
	unsigned long long exception_class;
	void (*exception_cleanup)(int, _Unwind_Exception *);
#if defined(__SEH__) && !defined(__USING_SJLJ_EXCEPTIONS__)
	__UINTPTR_TYPE__ private_[6];
#else
	__UINTPTR_TYPE__ private_1;
	__UINTPTR_TYPE__ private_2;
#endif
} __attribute__((__aligned__));
static void set_class(_Unwind_Exception *e) { e->exception_class = 0x54455354464f524eULL; }
#endif

#ifdef __USING_SJLJ_EXCEPTIONS__
extern "C" int _Unwind_SjLj_RaiseException(_Unwind_Exception *);
#define RAISE _Unwind_SjLj_RaiseException
#else
extern "C" int _Unwind_RaiseException(_Unwind_Exception *);
#define RAISE _Unwind_RaiseException
#endif

static _Unwind_Exception g_exc;
static int g_cleanups;

static void cleanup(int reason, _Unwind_Exception *e)
{
	g_cleanups++;
	printf("exception_cleanup reason=%d same=%d\n", reason, e == &g_exc);
}

struct Local {
	const char *n;
	explicit Local(const char *n_) : n(n_) {}
	~Local() { printf("~Local(%s)\n", n); }
};

static void __attribute__((noinline)) raise_foreign()
{
	Local l("raiser");
	set_class(&g_exc);
	g_exc.exception_cleanup = cleanup;
	printf("raising\n");
	int rc = RAISE(&g_exc);
	printf("never: returned %d\n", rc);
}

static void __attribute__((noinline)) middle()
{
	Local l("middle");
	try {
		raise_foreign();
	} catch (int) {
		printf("never: int\n");
	} catch (_Unwind_Exception *) {
		printf("never: _Unwind_Exception*\n");
	}
}

int main()
{
	try {
		try {
			middle();
		} catch (...) {
			printf("inner catch (...), rethrow\n");
			throw;
		}
	} catch (int) {
		printf("never: outer int\n");
	} catch (...) {
		printf("outer catch (...)\n");
	}
	printf("cleanups %d\n", g_cleanups);
	return 0;
}
