// std::terminate() called directly with no exception: "terminate called without an active exception", status 134, destructors not run
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// the UCRT's terminate is a C function at global scope (corecrt_terminate.h)
extern "C" [[noreturn]] void terminate() noexcept;
namespace std { using ::terminate; }
#else
namespace std { [[noreturn]] void terminate() noexcept; }
#endif

struct Local {
	~Local() { printf("~Local (never)\n"); }
};

int main()
{
	Local l;
	printf("calling std::terminate\n");
	std::terminate();
}
