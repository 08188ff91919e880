// _Unwind_ForcedUnwind with a stop function (_Unwind_SjLj_ForcedUnwind under SJLJ): the stop function is asked at every frame from the caller down (again for a frame after its cleanup resumes), cleanups run, a typed handler does not, catch (...) does; a catch (...) that ends without rethrowing deletes the exception through its exception_cleanup (reason 1), one that rethrows continues the forced unwind; a stop function that refuses at once makes the call return an error with nothing run; _Unwind_Resume_or_Rethrow of an exception nothing catches returns
extern "C" int printf(const char *, ...);
typedef __UINTPTR_TYPE__ uptr;

#if defined(__ARM_EABI__) && !defined(__USING_SJLJ_EXCEPTIONS__)
#define EHABI 1
struct _Unwind_Exception { // ARM EHABI _Unwind_Control_Block
	char exception_class[8];
	void (*exception_cleanup)(int, _Unwind_Exception *);
	unsigned unwinder_cache[5];
	unsigned barrier_cache[6];
	unsigned cleanup_cache[4];
	unsigned pr_cache[4];
	long long : 0;
};
typedef const char *exc_class_t;
static void set_class(_Unwind_Exception *e)
{
	const char *c = "TESTFRCD";
	for (int i = 0; i < 8; i++)
		e->exception_class[i] = c[i];
}
extern "C" int _Unwind_VRS_Get(void *ctx, int regclass, unsigned reg, int repr, void *valuep);
static uptr get_ip(void *ctx)
{
	unsigned v = 0;
	_Unwind_VRS_Get(ctx, 0, 15, 0, &v);
	return v & ~1u;
}
#else
struct _Unwind_Exception {
	unsigned long long exception_class;
	void (*exception_cleanup)(int, _Unwind_Exception *);
#if defined(__SEH__) && !defined(__USING_SJLJ_EXCEPTIONS__)
	uptr private_[6];
#else
	uptr private_1;
	uptr private_2;
#endif
} __attribute__((__aligned__));
typedef unsigned long long exc_class_t;
static void set_class(_Unwind_Exception *e) { e->exception_class = 0x5445535446524344ULL; }
extern "C" uptr _Unwind_GetIP(void *ctx);
static uptr get_ip(void *ctx) { return _Unwind_GetIP(ctx); }
#endif

typedef int (*stop_fn)(int, int, exc_class_t, _Unwind_Exception *, void *, void *);
#ifdef __USING_SJLJ_EXCEPTIONS__
extern "C" int _Unwind_SjLj_ForcedUnwind(_Unwind_Exception *, stop_fn, void *);
extern "C" int _Unwind_SjLj_Resume_or_Rethrow(_Unwind_Exception *);
#define FORCED _Unwind_SjLj_ForcedUnwind
#define RESUME_OR_RETHROW _Unwind_SjLj_Resume_or_Rethrow
#else
extern "C" int _Unwind_ForcedUnwind(_Unwind_Exception *, stop_fn, void *);
extern "C" int _Unwind_Resume_or_Rethrow(_Unwind_Exception *);
#define FORCED _Unwind_ForcedUnwind
#define RESUME_OR_RETHROW _Unwind_Resume_or_Rethrow
#endif
extern "C" uptr _Unwind_GetRegionStart(void *ctx);

static _Unwind_Exception g_exc;

static void exc_cleanup(int reason, _Unwind_Exception *e)
{
	printf("exception_cleanup reason=%d same=%d\n", reason, e == &g_exc);
}

struct Local {
	const char *n;
	explicit Local(const char *n_) : n(n_) {}
	~Local() { printf("~Local(%s)\n", n); }
};

static void force(int);
static void level3(int);
static void level2(int);
static void level1(int);
static void catcher(int);
static void middle(int);
static void catcher2(int);

static const struct {
	void (*fn)(int);
	const char *name;
} known[] = {{force, "force"}, {level3, "level3"}, {level2, "level2"}, {level1, "level1"},
	     {catcher, "catcher"}, {middle, "middle"}, {catcher2, "catcher2"}};

static int g_refuse;
static uptr g_last_cfa;

static int stop(int version, int actions, exc_class_t cls, _Unwind_Exception *e, void *ctx, void *param)
{
	(void)cls;
	if (actions & 16) {
		printf("stop: end of stack\n");
		return 0;
	}
#ifdef EHABI
	/* the EHABI unwinder keeps the frame's function start in the control
	 * block (its _Unwind_GetRegionStart reads r12, which the stop
	 * function's context does not have) */
	uptr start = e->pr_cache[0];
#else
	uptr start = _Unwind_GetRegionStart(ctx);
#endif
	for (unsigned k = 0; k < sizeof known / sizeof known[0]; k++)
		if (start == (uptr)known[k].fn)
			printf("stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\n", known[k].name, version,
			       (actions & 8) != 0, get_ip(ctx) > start, e == &g_exc, *(int *)param);
	if (g_refuse) {
		printf("stop: refuses\n");
		return 1;
	}
	return 0;
}

static int g_param = 42;

static void __attribute__((noinline)) force(int n)
{
	set_class(&g_exc);
	g_exc.exception_cleanup = exc_cleanup;
	int rc = FORCED(&g_exc, stop, &g_param);
	printf("_Unwind_ForcedUnwind returned (error %d) in %d\n", rc != 0, n);
}

static void __attribute__((noinline)) level3(int n)
{
	Local l("level3");
	force(n);
	printf("after force in level3\n");
}

static void __attribute__((noinline)) level2(int n)
{
	try {
		level3(n);
	} catch (int) {
		printf("catch (int) in level2: not for a forced unwind\n");
	}
	printf("after the try in level2\n");
}

static void __attribute__((noinline)) level1(int n)
{
	Local l("level1");
	level2(n);
	printf("after level2\n");
}

static void __attribute__((noinline)) catcher(int n)
{
	try {
		level1(n);
	} catch (...) {
		printf("catch (...) in catcher, no rethrow\n");
	}
	printf("after the catch in catcher\n");
}

static void __attribute__((noinline)) middle(int n)
{
	Local l("middle");
	try {
		force(n);
	} catch (...) {
		printf("catch (...) in middle: rethrow\n");
		throw;
	}
}

static void __attribute__((noinline)) catcher2(int n)
{
	try {
		middle(n);
	} catch (...) {
		printf("catch (...) in catcher2\n");
	}
}

int main()
{
	printf("-- forced unwind to catch (...)\n");
	catcher(1);
	printf("-- catch (...) that rethrows\n");
	catcher2(2);
	printf("-- the stop function refuses\n");
	g_refuse = 1;
	level3(3);
	g_refuse = 0;
	printf("-- _Unwind_Resume_or_Rethrow, no handler\n");
	g_exc = _Unwind_Exception(); /* no longer a forced unwind's (libgcc keeps the stop function in it) */
	set_class(&g_exc);
	g_exc.exception_cleanup = exc_cleanup;
	int rc = RESUME_OR_RETHROW(&g_exc);
	printf("_Unwind_Resume_or_Rethrow returned (error %d)\n", rc != 0);
	return 0;
}
