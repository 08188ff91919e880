// The static part of the MSVC C/C++ runtime that an x86_64 windows-msvc program
// expects, for running the corpus under Wine (wine/wine.sh): Wine ships the
// DLLs (ucrtbase, vcruntime140) and their import libraries, but not the static
// libraries (libcmt, libvcruntime) that MSVC links into every executable.
// No headers, as in the corpus; built with clang++ --target=x86_64-pc-windows-msvc.
typedef __SIZE_TYPE__ size_t;
typedef void (*initfn)();
typedef int (*initfn_e)();

extern "C" {
__declspec(dllimport) void *__acrt_iob_func(unsigned);
__declspec(dllimport) int __stdio_common_vfprintf(unsigned long long, void *, const char *, void *, __builtin_va_list);
__declspec(dllimport) void _initterm(initfn *, initfn *);
__declspec(dllimport) int _initterm_e(initfn_e *, initfn_e *);
[[noreturn]] __declspec(dllimport) void exit(int);
__declspec(dllimport) void _set_app_type(int);
__declspec(dllimport) int _configure_narrow_argv(int);
__declspec(dllimport) int *__p___argc();
__declspec(dllimport) char ***__p___argv();
__declspec(dllimport) int setvbuf(void *, char *, int, size_t);
__declspec(dllimport) int _setmode(int, int);
__declspec(dllimport) void free(void *);
__declspec(dllimport) void *malloc(size_t);
__declspec(dllimport) int _crt_atexit(void (*)());
[[noreturn]] __declspec(dllimport) void terminate();
__declspec(dllimport) void **__current_exception();
__declspec(dllimport) void **__current_exception_context();

struct ExceptionRecord { unsigned ExceptionCode; };
struct ExceptionPointers { ExceptionRecord *ExceptionRecord; void *ContextRecord; };
typedef long (*TopFilter)(ExceptionPointers *);
__declspec(dllimport) TopFilter SetUnhandledExceptionFilter(TopFilter);

int main(int, char **);
}

// std::bad_alloc as vcruntime defines it (the programs catch it by its name,
// ".?AVbad_alloc@std@@"): vptr + {what, dofree}
extern "C" __declspec(dllimport) void __std_exception_destroy(void *);
namespace std {
class exception {
public:
	exception(const char *m, int) noexcept : what_(m), dofree_(false) {}
	virtual ~exception() noexcept { __std_exception_destroy(&what_); }
	virtual const char *what() const { return what_ ? what_ : "Unknown exception"; }
private:
	const char *what_;
	bool dofree_;
};
class bad_alloc : public exception {
public:
	bad_alloc() noexcept : exception("bad allocation", 1) {}
};
}

// An uncaught C++ exception (code 0xE06D7363 'msc') reaches the top-level filter
// as in the MSVC CRT's __scrt_unhandled_exception_filter: it becomes the current
// exception (so a terminate handler can rethrow it) and terminate() runs.
// Anything else ends the process with its code.
static long unhandled_filter(ExceptionPointers *p)
{
	if (p->ExceptionRecord->ExceptionCode == 0xE06D7363u) {
		*__current_exception() = p->ExceptionRecord;
		*__current_exception_context() = p->ContextRecord;
		terminate();
	}
	return 1; // EXCEPTION_EXECUTE_HANDLER
}

extern "C" int printf(const char *fmt, ...)
{
	__builtin_va_list ap;
	__builtin_va_start(ap, fmt);
	int r = __stdio_common_vfprintf(0, __acrt_iob_func(1), fmt, nullptr, ap);
	__builtin_va_end(ap);
	return r;
}
extern "C" int atexit(void (*f)()) { return _crt_atexit(f); }
extern "C" int _fltused = 0;

// operator new/delete live in the static CRT too; new throws std::bad_alloc
void *operator new(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		throw std::bad_alloc();
	return p;
}
void *operator new[](size_t n) { return operator new(n); }
void operator delete(void *p) noexcept { free(p); }
void operator delete(void *p, size_t) noexcept { free(p); }
void operator delete[](void *p) noexcept { free(p); }
void operator delete[](void *p, size_t) noexcept { free(p); }

// type_info's vftable is in the static vcruntime; Wine matches catch types by
// their decorated name, so the vftable's contents are never used.
static void type_info_dtor(void *) {}
extern "C" const void *const type_info_vftable[1] __asm__("??_7type_info@@6B@") = {(void *)type_info_dtor};

// the global constructor tables the linker sorts (.CRT$XC*, .CRT$XI*)
#pragma section(".CRT$XCA", read)
#pragma section(".CRT$XCZ", read)
#pragma section(".CRT$XIA", read)
#pragma section(".CRT$XIZ", read)
__declspec(allocate(".CRT$XCA")) initfn xc_a[1] = {nullptr};
__declspec(allocate(".CRT$XCZ")) initfn xc_z[1] = {nullptr};
__declspec(allocate(".CRT$XIA")) initfn_e xi_a[1] = {nullptr};
__declspec(allocate(".CRT$XIZ")) initfn_e xi_z[1] = {nullptr};

extern "C" void mainCRTStartup()
{
	_set_app_type(1); // console
	SetUnhandledExceptionFilter(unhandled_filter);
	// unbuffered (output before terminate/abort is not lost, as the native
	// reference is unbuffered), binary mode ("\n" stays "\n")
	setvbuf(__acrt_iob_func(1), nullptr, 0x0004, 0);
	setvbuf(__acrt_iob_func(2), nullptr, 0x0004, 0);
	_setmode(1, 0x8000);
	_setmode(2, 0x8000);
	_configure_narrow_argv(1);
	if (_initterm_e(xi_a, xi_z))
		exit(255);
	_initterm(xc_a, xc_z);
	exit(main(*__p___argc(), *__p___argv()));
}
