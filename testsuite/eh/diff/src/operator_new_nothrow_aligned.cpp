// the runtime's own operator new forms, none replaced: nothrow new and new[] of more than PTRDIFF_MAX bytes give null where the throwing forms throw std::bad_alloc; align_val_t forms give blocks of that alignment, freed by the aligned and sized aligned deletes; std::nothrow is the runtime's object
// EH-ALIGNED-ALLOC (the align_val_t forms on armv7-apple-ios)
extern "C" int printf(const char *, ...);
typedef __SIZE_TYPE__ size_t;
namespace std {
enum class align_val_t : size_t {};
struct nothrow_t {
	explicit nothrow_t() = default;
};
extern const nothrow_t nothrow;
}
void *operator new(size_t, const std::nothrow_t &) noexcept;
void *operator new[](size_t, const std::nothrow_t &) noexcept;
void *operator new(size_t, std::align_val_t);
void *operator new[](size_t, std::align_val_t);
void *operator new(size_t, std::align_val_t, const std::nothrow_t &) noexcept;
void *operator new[](size_t, std::align_val_t, const std::nothrow_t &) noexcept;
void operator delete(void *, std::align_val_t) noexcept;
void operator delete[](void *, std::align_val_t) noexcept;
void operator delete(void *, size_t, std::align_val_t) noexcept;
void operator delete[](void *, size_t, std::align_val_t) noexcept;
void operator delete(void *, std::align_val_t, const std::nothrow_t &) noexcept;
void operator delete[](void *, std::align_val_t, const std::nothrow_t &) noexcept;
void operator delete(void *, const std::nothrow_t &) noexcept;
void operator delete[](void *, const std::nothrow_t &) noexcept;


static int aligned(void *p, size_t a)
{
	return p && ((size_t)p & (a - 1)) == 0;
}

int main()
{
	volatile size_t huge = ~(size_t)0 / 2 + 1;
	void *p = ::operator new(huge, std::nothrow);
	printf("nothrow new(huge): %s\n", p ? "a block" : "null");
	p = ::operator new[](huge, std::nothrow);
	printf("nothrow new[](huge): %s\n", p ? "a block" : "null");
	p = ::operator new(huge, std::align_val_t(64), std::nothrow);
	printf("nothrow aligned new(huge): %s\n", p ? "a block" : "null");
	p = ::operator new[](huge, std::align_val_t(64), std::nothrow);
	printf("nothrow aligned new[](huge): %s\n", p ? "a block" : "null");
	try {
		p = ::operator new(huge, std::align_val_t(64));
		printf("not reached\n");
	} catch (...) {
		printf("aligned new(huge) threw\n");
	}
	char *c = new (std::nothrow) char[10];
	c[9] = 'x';
	printf("nothrow new[] 10: %c\n", c[9]);
	::operator delete[](c, std::nothrow);
	int *i = new (std::nothrow) int(5);
	printf("nothrow new int: %d\n", *i);
	::operator delete(i, std::nothrow);
	void *a = ::operator new(100, std::align_val_t(256));
	printf("new(100, 256) aligned %d\n", aligned(a, 256));
	::operator delete(a, 100, std::align_val_t(256));
	a = ::operator new[](100, std::align_val_t(512));
	printf("new[](100, 512) aligned %d\n", aligned(a, 512));
	::operator delete[](a, 100, std::align_val_t(512));
	a = ::operator new(8, std::align_val_t(128), std::nothrow);
	printf("nothrow new(8, 128) aligned %d\n", aligned(a, 128));
	::operator delete(a, std::align_val_t(128), std::nothrow);
	a = ::operator new[](8, std::align_val_t(64), std::nothrow);
	printf("nothrow new[](8, 64) aligned %d\n", aligned(a, 64));
	::operator delete[](a, std::align_val_t(64), std::nothrow);
	a = ::operator new[](8, std::align_val_t(64));
	::operator delete[](a, std::align_val_t(64));
	printf("done\n");
	return 0;
}
