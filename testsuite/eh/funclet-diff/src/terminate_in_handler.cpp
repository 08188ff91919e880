// std::terminate() called inside a handler: the handled exception is still current, so the message is "terminate called after throwing an instance of 'Problem'", status 134
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// the UCRT's terminate is a C function at global scope (corecrt_terminate.h)
extern "C" [[noreturn]] void terminate() noexcept;
namespace std { using ::terminate; }
#else
namespace std { [[noreturn]] void terminate() noexcept; }
#endif

struct Problem { int v; };

int main()
{
	try {
		throw Problem{4};
	} catch (Problem &p) {
		printf("handling %d, giving up\n", p.v);
		std::terminate();
	}
	return 0;
}
