// typeid of *p for a null polymorphic pointer calls __cxa_bad_typeid, which throws std::bad_typeid (declared by hand): caught, what() is "std::bad_typeid"; typeid of a valid object names its dynamic type
extern "C" int printf(const char *, ...);
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
