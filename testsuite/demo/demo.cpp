// The demo program: an exception thrown three frames down, a destructor
// run during unwinding, a catch by reference to a base class, a rethrow.
extern "C" int printf(const char *, ...);

struct Error { virtual const char *what() const { return "Error"; } virtual ~Error() {} };
struct NotFound : Error { int key; NotFound(int k) : key(k) {} const char *what() const override { return "NotFound"; } };

struct Guard {
	const char *name;
	Guard(const char *n) : name(n) { printf("enter %s\n", name); }
	~Guard() { printf("leave %s\n", name); }
};

static int lookup(int key) {
	Guard g("lookup");
	if (key > 2)
		throw NotFound(key);
	return key * 10;
}

static int find_all(int n) {
	Guard g("find_all");
	int sum = 0;
	for (int i = 0; i < n; i++)
		sum += lookup(i);
	return sum;
}

int main() {
	try {
		printf("sum %d\n", find_all(3));
		printf("sum %d\n", find_all(5));
	} catch (const Error &e) {
		printf("caught %s\n", e.what());
		try {
			throw;
		} catch (NotFound &nf) {
			printf("rethrown NotFound key=%d\n", nf.key);
		}
	}
	return 0;
}
