// new int[n] with a negative n, or fewer elements than initialisers: clang's size check passes SIZE_MAX to operator new[], which throws std::bad_alloc; __cxa_throw_bad_array_new_length (called directly: clang never emits it) throws std::bad_array_new_length (both declared by hand)
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's std::exception, bad_alloc, bad_array_new_length (inline)
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
class bad_array_new_length : public bad_alloc {
public:
	bad_array_new_length() noexcept : bad_alloc("bad array new length") {}
};
}

// MSVC's counterpart (__scrt_throw_std_bad_array_new_length) lives in the static CRT:
// a plain throw of the inline class
extern "C" [[noreturn]] void __cxa_throw_bad_array_new_length() { throw std::bad_array_new_length(); }
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
class bad_array_new_length : public bad_alloc {
public:
	bad_array_new_length() noexcept {}
	virtual ~bad_array_new_length() noexcept;
	virtual const char *what() const noexcept;
};
}

extern "C" [[noreturn]] void __cxa_throw_bad_array_new_length();
#endif

int *volatile g_keep;

static void __attribute__((noinline)) make_ints(int n)
{
	g_keep = new int[n];
	printf("made %d ints\n", n);
	delete[] g_keep;
}

static void __attribute__((noinline)) make_listed(int n)
{
	g_keep = new int[n]{1, 2, 3};
	printf("made %d listed ints, last %d\n", n, g_keep[n - 1]);
	delete[] g_keep;
}

int main()
{
	make_ints(4);
	make_listed(4);
	try {
		make_ints(-1);
	} catch (std::bad_alloc &e) {
		printf("negative count: %s\n", e.what());
	}
	try {
		make_listed(2);
	} catch (std::bad_alloc &e) {
		printf("fewer than the initialisers: %s\n", e.what());
	}
	try {
		__cxa_throw_bad_array_new_length();
	} catch (std::bad_array_new_length &e) {
		printf("direct: %s\n", e.what());
	}
	try {
		__cxa_throw_bad_array_new_length();
	} catch (std::exception &e) {
		printf("as exception: %s\n", e.what());
	}
	return 0;
}
