// destructor order inside one function during an unwind: nested scopes, locals constructed after the throw point not destroyed, a temporary whose member function throws, a const reference-extended temporary
extern "C" int printf(const char *, ...);

struct T {
	int id;
	explicit T(int i) : id(i) { printf("T(%d)\n", id); }
	~T() { printf("~T(%d)\n", id); }
	int boom() const
	{
		printf("boom on %d\n", id);
		throw id;
	}
};

static void scopes(int when)
{
	T a(1);
	{
		T b(2);
		const T &ext = T(3);
		{
			T c(4);
			if (when == 0)
				throw 40;
		}
		T d(5);
		if (when == 1)
			T(6).boom();
		printf("ext %d\n", ext.id);
	}
	T e(7);
	if (when == 2)
		throw 70;
}

int main()
{
	for (int w = 0; w < 3; w++) {
		try {
			scopes(w);
		} catch (int v) {
			printf("caught %d\n", v);
		}
	}
	return 0;
}
