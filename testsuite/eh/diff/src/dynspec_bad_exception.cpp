// EH-STD: c++14. throw(A, std::bad_exception) violated: the unexpected handler rethrows (`throw;`) a type the spec does not allow, so it is replaced by std::bad_exception (declared by hand), caught by the caller; what() is "std::bad_exception"
extern "C" int printf(const char *, ...);
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
