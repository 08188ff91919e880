// a failing dynamic_cast to a reference calls __cxa_bad_cast, which throws std::bad_cast (declared by hand): caught as std::bad_cast& and as std::exception&, what() is "std::bad_cast"; a failing pointer cast just gives null
extern "C" int printf(const char *, ...);
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
