/* sehdefs.h — the few Windows declarations the SEH programs use, without
 * windows.h (none is installed here): as winnt.h and excpt.h give them. */
int printf(const char *, ...);
typedef unsigned long DWORD;
typedef unsigned long long ULONG_PTR_; /* (only the width of a pointer matters) */
#if defined(_WIN64)
typedef unsigned long long ULONG_PTR;
#else
typedef unsigned long ULONG_PTR;
#endif
typedef struct EXCEPTION_RECORD {
	DWORD ExceptionCode;
	DWORD ExceptionFlags;
	struct EXCEPTION_RECORD *ExceptionRecord;
	void *ExceptionAddress;
	DWORD NumberParameters;
	ULONG_PTR ExceptionInformation[15];
} EXCEPTION_RECORD;
typedef struct EXCEPTION_POINTERS {
	EXCEPTION_RECORD *ExceptionRecord;
	void *ContextRecord;
} EXCEPTION_POINTERS;
__declspec(dllimport) void __stdcall RaiseException(DWORD code, DWORD flags, DWORD nargs, const ULONG_PTR *args);
#define GetExceptionCode() ((DWORD)_exception_code())
#define GetExceptionInformation() ((EXCEPTION_POINTERS *)_exception_info())
#define AbnormalTermination() _abnormal_termination()
#define EXCEPTION_EXECUTE_HANDLER 1
#define EXCEPTION_CONTINUE_SEARCH 0
#define EXCEPTION_CONTINUE_EXECUTION (-1)
#define EXCEPTION_NONCONTINUABLE 1
