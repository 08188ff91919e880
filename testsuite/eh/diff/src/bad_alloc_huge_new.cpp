// ::operator new of more than PTRDIFF_MAX bytes fails and throws std::bad_alloc (declared by hand): caught as std::bad_alloc& and as std::exception&, what() is "std::bad_alloc"; nothrow-free, no leak of the handler state
extern "C" int printf(const char *, ...);
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
