// typeid of *p for a null polymorphic pointer calls __cxa_bad_typeid, which throws std::bad_typeid (declared by hand): caught, what() is "std::bad_typeid"; typeid of a valid object names its dynamic type
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// vcruntime's type_info (global, decorated name inline in the object; name() here is raw_name()), std::exception, std::bad_typeid; __RTtypeid throws the latter
struct __std_type_info_data {
	const char *_UndecoratedName;
	const char _DecoratedName[1];
};
class type_info {
public:
	virtual ~type_info() noexcept;
	// raw_name() is MSVC's counterpart of libstdc++'s name(): the ABI's own (decorated) name
	const char *name() const noexcept { return _Data._DecoratedName; }
private:
	__std_type_info_data _Data;
};
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
using ::type_info;
class bad_typeid : public exception {
public:
	bad_typeid() noexcept : exception("bad typeid", 1) {}
};
}
#else
namespace std {
class type_info {
public:
	virtual ~type_info();
	const char *name() const noexcept { return __name[0] == '*' ? __name + 1 : __name; }
protected:
	const char *__name;
};
class exception {
public:
	exception() noexcept {}
	virtual ~exception() noexcept;
	virtual const char *what() const noexcept;
};
class bad_typeid : public exception {
public:
	bad_typeid() noexcept {}
	virtual ~bad_typeid() noexcept;
	virtual const char *what() const noexcept;
};
}
#endif

struct Poly { virtual ~Poly() {} };
struct Sub : Poly {};

static const char *__attribute__((noinline)) dyn_name(Poly *p)
{
	return typeid(*p).name();
}

int main()
{
	Sub s;
	printf("dynamic type: %s\n", dyn_name(&s));
	try {
		printf("never %s\n", dyn_name(nullptr));
	} catch (std::bad_typeid &e) {
		printf("bad_typeid: %s\n", e.what());
	}
	return 0;
}
