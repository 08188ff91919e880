// abort_call: abort() after some output: the status is the target C runtime's
// (glibc: SIGABRT, 134; MinGW's msvcrt and the UCRT: 3), nothing on stderr.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" [[noreturn]] void abort();

int main()
{
	printf("before abort\n");
	fflush(0);
	abort();
}
