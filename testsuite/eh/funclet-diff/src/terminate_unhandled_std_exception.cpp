// an unhandled exception derived from std::exception (declared by hand): libstdc++'s terminate message adds "  what():  " and the what() string; status 134
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

namespace io {
struct DiskFull : std::exception {
	const char *what() const noexcept override { return "disk full"; }
};
}

static void __attribute__((noinline)) write_block(int n)
{
	printf("writing block %d\n", n);
	if (n == 2)
		throw io::DiskFull();
}

int main()
{
	for (int i = 0; i < 5; i++)
		write_block(i);
	return 0;
}
