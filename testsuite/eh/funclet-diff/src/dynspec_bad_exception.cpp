// EH-STD: c++14. throw(A, std::bad_exception) violated: the unexpected handler rethrows (`throw;`) a type the spec does not allow, so it is replaced by std::bad_exception (declared by hand), caught by the caller; what() is "std::bad_exception"
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's std::exception and std::bad_exception (inline); set_unexpected is the UCRT's C function
struct __std_exception_data {
	const char *_What;
	bool _DoFree;
};
extern "C" void __std_exception_copy(const __std_exception_data *, __std_exception_data *);
extern "C" void __std_exception_destroy(__std_exception_data *);
namespace std {
class exception {
public:
	exception() throw() : _Data() {}
	exception(const char *m, int) throw() : _Data() { _Data._What = m; }
	exception(const exception &o) throw() : _Data() { __std_exception_copy(&o._Data, &_Data); }
	exception &operator=(const exception &o) throw()
	{
		if (this != &o) {
			__std_exception_destroy(&_Data);
			__std_exception_copy(&o._Data, &_Data);
		}
		return *this;
	}
	virtual ~exception() throw() { __std_exception_destroy(&_Data); }
	virtual const char *what() const { return _Data._What ? _Data._What : "Unknown exception"; }
private:
	__std_exception_data _Data;
};
class bad_exception : public exception {
public:
	bad_exception() throw() : exception("bad exception", 1) {}
};
}
typedef void (*unexpected_handler)();
extern "C" unexpected_handler set_unexpected(unexpected_handler) throw();
namespace std {
using ::unexpected_handler;
using ::set_unexpected;
}
#else
namespace std {
class exception {
public:
	exception() throw() {}
	virtual ~exception() throw();
	virtual const char *what() const throw();
};
class bad_exception : public exception {
public:
	bad_exception() throw() {}
	virtual ~bad_exception() throw();
	virtual const char *what() const throw();
};
typedef void (*unexpected_handler)();
unexpected_handler set_unexpected(unexpected_handler) throw();
}
#endif

struct A {};
struct B {
	int v;
	~B() { printf("~B(%d)\n", v); }
};

static void rethrow_handler()
{
	printf("unexpected handler: rethrow\n");
	throw;
}

static void __attribute__((noinline)) spec(int k) throw(A, std::bad_exception)
{
	throw B{k};
}

int main()
{
	std::set_unexpected(rethrow_handler);
	try {
		spec(5);
	} catch (A &) {
		printf("never: A\n");
	} catch (std::bad_exception &e) {
		printf("caught bad_exception: %s\n", e.what());
	} catch (B &) {
		printf("never: B\n");
	}
	printf("end\n");
	return 0;
}
