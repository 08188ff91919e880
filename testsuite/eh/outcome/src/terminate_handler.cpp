// terminate_handler: a handler set by set_terminate runs when an exception
// is not caught; it writes and aborts: no runtime text on any target, the
// target's abort status.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" [[noreturn]] void abort();
typedef void (*handler_fn)();
#if defined(_MSC_VER)
extern "C" handler_fn set_terminate(handler_fn);   // the UCRT's: a C function
#define SET_TERMINATE set_terminate
#else
namespace std { handler_fn set_terminate(handler_fn) noexcept; }
#define SET_TERMINATE std::set_terminate
#endif

static void handler()
{
	printf("handler runs\n");
	fflush(0);
	abort();
}

static void thrower(int v)
{
	if (v > 0)
		throw v;
}

int main()
{
	SET_TERMINATE(handler);
	printf("throwing 5\n");
	fflush(0);
	thrower(5);
	printf("not reached\n");
	return 0;
}
