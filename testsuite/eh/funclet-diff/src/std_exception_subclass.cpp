// std::exception subclasses written by hand (a logic_error-like hierarchy with a message): caught as std::exception& with virtual what(); std::exception itself thrown (what() "std::exception"); a subclass not overriding what()
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's std::exception (inline; what() reads the {what, dofree} pair)
struct __std_exception_data {
	const char *_What;
	bool _DoFree;
};
extern "C" void __std_exception_copy(const __std_exception_data *, __std_exception_data *);
extern "C" void __std_exception_destroy(__std_exception_data *);
namespace std {
class exception {
public:
	exception() noexcept : _Data() {}
	exception(const char *m, int) noexcept : _Data() { _Data._What = m; }
	exception(const exception &o) noexcept : _Data() { __std_exception_copy(&o._Data, &_Data); }
	exception &operator=(const exception &o) noexcept
	{
		if (this != &o) {
			__std_exception_destroy(&_Data);
			__std_exception_copy(&o._Data, &_Data);
		}
		return *this;
	}
	virtual ~exception() noexcept { __std_exception_destroy(&_Data); }
	virtual const char *what() const { return _Data._What ? _Data._What : "Unknown exception"; }
private:
	__std_exception_data _Data;
};
}
#else
namespace std {
class exception {
public:
	exception() noexcept {}
	virtual ~exception() noexcept;
	virtual const char *what() const noexcept;
};
}
#endif

struct LogicError : std::exception {
	const char *msg;
	explicit LogicError(const char *m) : msg(m) {}
	const char *what() const noexcept override { return msg; }
	~LogicError() override { printf("~LogicError(%s)\n", msg); }
};
struct DomainError : LogicError {
	explicit DomainError(const char *m) : LogicError(m) {}
};
struct Silent : std::exception {};

static void thrower(int k)
{
	switch (k) {
	case 0: throw LogicError("logic");
	case 1: throw DomainError("domain");
	case 2: throw std::exception();
	default: throw Silent();
	}
}

int main()
{
	for (int k = 0; k < 4; k++) {
		try {
			thrower(k);
		} catch (DomainError &d) {
			printf("%d: DomainError %s\n", k, d.what());
		} catch (const std::exception &e) {
			printf("%d: std::exception what=%s\n", k, e.what());
		}
	}
	return 0;
}
