// a failing dynamic_cast to a reference calls __cxa_bad_cast, which throws std::bad_cast (declared by hand): caught as std::bad_cast& and as std::exception&, what() is "std::bad_cast"; a failing pointer cast just gives null
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's std::exception and std::bad_cast (inline); __RTDynamicCast throws the latter
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
class bad_cast : public exception {
public:
	bad_cast() noexcept : exception("bad cast", 1) {}
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
class bad_cast : public exception {
public:
	bad_cast() noexcept {}
	virtual ~bad_cast() noexcept;
	virtual const char *what() const noexcept;
};
}
#endif

struct Animal { virtual ~Animal() {} };
struct Dog : Animal { int bark = 3; };
struct Cat : Animal {};

static int __attribute__((noinline)) bark_of(Animal &a)
{
	return dynamic_cast<Dog &>(a).bark;
}

int main()
{
	Dog d;
	Cat c;
	printf("dog barks %d\n", bark_of(d));
	printf("cat as Dog* null=%d\n", dynamic_cast<Dog *>(static_cast<Animal *>(&c)) == nullptr);
	try {
		printf("never %d\n", bark_of(c));
	} catch (std::bad_cast &e) {
		printf("bad_cast: %s\n", e.what());
	}
	try {
		bark_of(c);
	} catch (std::exception &e) {
		printf("as exception: %s\n", e.what());
	}
	return 0;
}
