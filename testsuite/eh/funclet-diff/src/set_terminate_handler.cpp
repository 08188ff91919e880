// std::set_terminate installs a handler that runs for an unhandled exception; it identifies the exception by rethrowing it inside its own try block, then exits with status 3 (set_terminate returns the previous handler)
extern "C" int printf(const char *, ...);
extern "C" [[noreturn]] void exit(int);
#if defined(_MSC_VER)
// the UCRT's set_terminate is a C function at global scope (corecrt_terminate.h)
typedef void (*terminate_handler)();
extern "C" terminate_handler set_terminate(terminate_handler) noexcept;
namespace std {
using ::terminate_handler;
using ::set_terminate;
}
#else
namespace std {
typedef void (*terminate_handler)();
terminate_handler set_terminate(terminate_handler) noexcept;
}
#endif

struct Unhandled { int v; };

static void my_terminate()
{
	printf("my_terminate called\n");
	try {
		throw;
	} catch (Unhandled &u) {
		printf("current exception is Unhandled %d\n", u.v);
	} catch (...) {
		printf("some other exception\n");
	}
	exit(3);
}

int main()
{
	std::terminate_handler old = std::set_terminate(my_terminate);
	printf("old handler set: %d\n", old != nullptr);
	std::terminate_handler mine = std::set_terminate(my_terminate);
	printf("second set returns mine: %d\n", mine == my_terminate);
	throw Unhandled{9};
}
