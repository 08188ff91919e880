// std::uncaught_exceptions() and std::uncaught_exception(): 0 normally, 1 in a destructor run by an unwind, 2 when a destructor run by an unwind throws and catches inside itself, back to 0 once caught
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// std::uncaught_exceptions/uncaught_exception are inline over the runtime's C functions
extern "C" int __uncaught_exceptions();
extern "C" bool __uncaught_exception();
namespace std {
inline int uncaught_exceptions() noexcept { return __uncaught_exceptions(); }
inline bool uncaught_exception() noexcept { return __uncaught_exception(); }
}
#else
namespace std {
int uncaught_exceptions() noexcept;
bool uncaught_exception() noexcept;
}
#endif

static void report(const char *where)
{
	printf("%s: uncaught_exceptions=%d uncaught_exception=%d\n", where, std::uncaught_exceptions(),
	       (int)std::uncaught_exception());
}

struct Watch {
	const char *n;
	explicit Watch(const char *n_) : n(n_) {}
	~Watch() { report(n); }
};

struct Nested {
	~Nested()
	{
		report("~Nested before");
		try {
			Watch w("~Nested inner unwind");
			throw 2;
		} catch (int) {
			report("~Nested inner handler");
		}
		report("~Nested after");
	}
};

int main()
{
	report("start");
	{
		Watch w("normal scope exit");
	}
	try {
		Watch w("unwind");
		Nested n;
		throw 1;
	} catch (int) {
		report("handler");
	}
	report("end");
	return 0;
}
