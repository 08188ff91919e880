// ::operator new of more than PTRDIFF_MAX bytes fails and throws std::bad_alloc (declared by hand): caught as std::bad_alloc& and as std::exception&, what() is "std::bad_alloc"; nothrow-free, no leak of the handler state
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's std::exception and std::bad_alloc (inline); ::operator new of the runtime throws the latter
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
class bad_alloc : public exception {
public:
	bad_alloc() noexcept : exception("bad allocation", 1) {}
protected:
	explicit bad_alloc(const char *m) noexcept : exception(m, 1) {}
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
class bad_alloc : public exception {
public:
	bad_alloc() noexcept {}
	virtual ~bad_alloc() noexcept;
	virtual const char *what() const noexcept;
};
}
#endif
typedef __SIZE_TYPE__ size_t;

void *volatile g_keep;

static void __attribute__((noinline)) grab(size_t n)
{
	g_keep = ::operator new(n);
	printf("allocated\n");
	::operator delete(g_keep);
}

int main()
{
	size_t huge = ~(size_t)0 / 2 + 1;
	grab(16);
	try {
		grab(huge);
	} catch (std::bad_alloc &e) {
		printf("bad_alloc: %s\n", e.what());
	}
	try {
		grab(huge + 64);
	} catch (std::exception &e) {
		printf("as exception: %s\n", e.what());
	}
	return 0;
}
