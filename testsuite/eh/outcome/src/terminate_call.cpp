// terminate_call: std::terminate() with no exception and no handler set: the
// default handler of the target's C++ runtime (libstdc++: "terminate called
// without an active exception", then abort; the UCRT: abort, no text).
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
#if defined(_MSC_VER)
extern "C" [[noreturn]] void terminate();   // the UCRT's: a C function
#define TERMINATE terminate
#else
namespace std { [[noreturn]] void terminate() noexcept; }
#define TERMINATE std::terminate
#endif

int main()
{
	printf("before terminate\n");
	fflush(0);
	TERMINATE();
}
