// the program replaces operator new(size), delete(ptr) and their align_val_t forms: new[], the nothrow forms and the sized deletes (clang 19's default) reach the replacements as libstdc++ forwards them; a nothrow new whose replacement throws gives null
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
void *operator new(size_t, std::align_val_t, const std::nothrow_t &) noexcept;
void operator delete(void *, const std::nothrow_t &) noexcept;
void operator delete[](void *, const std::nothrow_t &) noexcept;

static int news, deletes, anews, adeletes;
static bool fail_next;
static char pool[4096] __attribute__((aligned(128)));
static size_t used;

static void *take(size_t n, size_t align)
{
	used = (used + align - 1) / align * align;
	void *p = pool + used;
	used += n ? n : 1;
	return p;
}

void *operator new(size_t n)
{
	news++;
	if (fail_next) {
		fail_next = false;
		printf("  replaced new fails: throws 7\n");
		throw 7;
	}
	return take(n, 16);
}
void operator delete(void *p) noexcept
{
	if (p)
		deletes++;
}
void *operator new(size_t n, std::align_val_t a)
{
	anews++;
	return take(n, (size_t)a);
}
void operator delete(void *p, std::align_val_t) noexcept
{
	if (p)
		adeletes++;
}

void operator delete(void *, size_t, std::align_val_t) noexcept;
void operator delete[](void *, std::align_val_t) noexcept;
void *operator new[](size_t, std::align_val_t);

void *volatile sink; /* a new-expression's block escapes: never elided */
struct Obj {
	int v;
	~Obj() { printf("  ~Obj %d\n", v); }
};

static void counts(const char *what)
{
	printf("%s: new %d delete %d aligned new %d aligned delete %d\n", what, news, deletes, anews, adeletes);
	news = deletes = anews = adeletes = 0;
}

int main()
{
	int *p = new int(1);
	sink = p;
	delete p;
	counts("new int / delete");
	int *a = new int[3];
	sink = a;
	delete[] a;
	counts("new int[3] / delete[]");
	Obj *o = new Obj[2]{{1}, {2}};
	sink = o;
	delete[] o;
	counts("new Obj[2] / delete[] (sized)");
	int *q = new (std::nothrow) int(2);
	sink = q;
	printf("nothrow new: %s\n", q ? "a block" : "null");
	::operator delete(q, std::nothrow);
	counts("nothrow new / nothrow delete");
	char *c = new (std::nothrow) char[5];
	sink = c;
	printf("nothrow new[]: %s\n", c ? "a block" : "null");
	::operator delete[](c, std::nothrow);
	counts("nothrow new[] / nothrow delete[]");
	fail_next = true;
	int *r = new (std::nothrow) int(3);
	sink = r;
	printf("nothrow new when new throws: %s\n", r ? "a block" : "null");
	fail_next = true;
	char *s = new (std::nothrow) char[9];
	sink = s;
	printf("nothrow new[] when new throws: %s\n", s ? "a block" : "null");
	counts("failing nothrow forms");
	fail_next = true;
	try {
		int *t = new int(4);
		sink = t;
		printf("not reached %d\n", *t);
	} catch (int e) {
		printf("new int threw %d\n", e);
	}
	counts("throwing new");
	void *b = ::operator new(8, std::align_val_t(64));
	printf("aligned new: aligned %d\n", (int)(((size_t)b & 63) == 0));
	::operator delete(b, 8, std::align_val_t(64));
	counts("aligned new / sized aligned delete");
	void *bs = ::operator new[](40, std::align_val_t(32));
	printf("aligned new[]: aligned %d\n", (int)(((size_t)bs & 31) == 0));
	::operator delete[](bs, std::align_val_t(32));
	counts("aligned new[] / aligned delete[]");
	void *n = ::operator new(32, std::align_val_t(128), std::nothrow);
	printf("nothrow aligned new: %s, aligned %d\n", n ? "a block" : "null", (int)(((size_t)n & 127) == 0));
	::operator delete(n, std::align_val_t(128));
	counts("nothrow aligned new / aligned delete");
	return 0;
}
