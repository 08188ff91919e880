// _Unwind_Backtrace: the callback is called for each frame from the caller down, with a context whose _Unwind_GetRegionStart is the frame's function, _Unwind_GetIP an address inside it (_Unwind_GetIPInfo: a return address), _Unwind_GetCFA growing towards the outer frames; a callback result other than _URC_NO_REASON stops the walk with an error; from a qsort comparator the C library's frames are passed over
extern "C" int printf(const char *, ...);
extern "C" void qsort(void *, __SIZE_TYPE__, __SIZE_TYPE__, int (*)(const void *, const void *));
typedef __UINTPTR_TYPE__ uptr;

extern "C" int _Unwind_Backtrace(int (*)(void *, void *), void *);
extern "C" uptr _Unwind_GetRegionStart(void *ctx);
#if defined(__ARM_EABI__) && !defined(__USING_SJLJ_EXCEPTIONS__)
extern "C" int _Unwind_VRS_Get(void *ctx, int regclass, unsigned reg, int repr, void *valuep);
static uptr get_ip(void *ctx, int *before)
{
	unsigned v = 0;
	_Unwind_VRS_Get(ctx, 0, 15, 0, &v);
	*before = 0;
	return v & ~1u;
}
static uptr get_cfa(void *ctx)
{
	unsigned v = 0;
	_Unwind_VRS_Get(ctx, 0, 13, 0, &v);
	return v;
}
#else
extern "C" uptr _Unwind_GetIPInfo(void *ctx, int *ip_before_insn);
extern "C" uptr _Unwind_GetCFA(void *ctx);
static uptr get_ip(void *ctx, int *before) { return _Unwind_GetIPInfo(ctx, before); }
static uptr get_cfa(void *ctx) { return _Unwind_GetCFA(ctx); }
#endif

static void walk(const char *why, int stop_at_main);
static int __attribute__((noinline)) c3(int n);
static int __attribute__((noinline)) b2(int n);
static int __attribute__((noinline)) a1(int n);
static int compare(const void *x, const void *y);
int main();

static const struct {
	uptr fn;
	const char *name;
} known[] = {{(uptr)walk, "walk"}, {(uptr)c3, "c3"}, {(uptr)b2, "b2"}, {(uptr)a1, "a1"},
	     {(uptr)compare, "compare"}, {(uptr)main, "main"}};

struct Walk {
	int stop_at_main, frames, cfa_order_ok;
	uptr last_cfa;
};

static int trace(void *ctx, void *arg)
{
	Walk *w = (Walk *)arg;
	uptr start = _Unwind_GetRegionStart(ctx);
	for (unsigned k = 0; k < sizeof known / sizeof known[0]; k++) {
		if (start != known[k].fn)
			continue;
		int before = -1;
		uptr ip = get_ip(ctx, &before), cfa = get_cfa(ctx);
		if (w->last_cfa && cfa < w->last_cfa)
			w->cfa_order_ok = 0;
		w->last_cfa = cfa;
		w->frames++;
		printf("  frame %s (ip inside %d, ip before insn %d)\n", known[k].name, ip > start, before);
		if (w->stop_at_main && start == (uptr)main)
			return 4; /* _URC_NORMAL_STOP */
	}
	return 0;
}

static void __attribute__((noinline)) walk(const char *why, int stop_at_main)
{
	Walk w = {stop_at_main, 0, 1, 0};
	printf("%s:\n", why);
	int rc = _Unwind_Backtrace(trace, &w);
	printf("  %d known frames, cfa order ok %d%s\n", w.frames, w.cfa_order_ok,
	       stop_at_main ? (rc != 0 && rc != 5 ? ", stopped with an error" : ", not stopped") : "");
}

static int __attribute__((noinline)) c3(int n)
{
	walk("from c3, stop at main", 1);
	walk("from c3, to the end", 0);
	return n + 1;
}
static int __attribute__((noinline)) b2(int n) { return c3(n) * 2; }
static int __attribute__((noinline)) a1(int n) { return b2(n) + 3; }

static int g_walked;
static int compare(const void *x, const void *y)
{
	if (!g_walked++)
		walk("from a qsort comparator", 1);
	return *(const int *)x - *(const int *)y;
}

int main()
{
	printf("a1 = %d\n", a1(4));
	int v[4] = {3, 1, 2, 0};
	qsort(v, 4, sizeof v[0], compare);
	printf("sorted %d %d %d %d\n", v[0], v[1], v[2], v[3]);
	return 0;
}
