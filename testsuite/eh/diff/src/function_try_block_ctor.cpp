// function-try-block on a constructor: it catches a member's exception after the built members are destroyed, then rethrows implicitly at its end; it can also throw a different exception instead
extern "C" int printf(const char *, ...);

struct Member {
	int id;
	explicit Member(int i) : id(i)
	{
		printf("Member(%d)\n", id);
		if (id < 0)
			throw id;
	}
	~Member() { printf("~Member(%d)\n", id); }
};

struct Translated { int from; };

struct Widget {
	Member a, b;
	Widget(int x, bool translate) try : a(1), b(x) {
		printf("Widget body\n");
	} catch (int v) {
		printf("Widget handler %d\n", v);
		if (translate)
			throw Translated{v};
		// falls off the end: rethrows the int
	}
	~Widget() { printf("~Widget\n"); }
};

int main()
{
	try {
		Widget w(-2, false);
	} catch (int v) {
		printf("main caught int %d\n", v);
	}
	try {
		Widget w(-3, true);
	} catch (Translated &t) {
		printf("main caught Translated %d\n", t.from);
	}
	{
		Widget w(4, false);
		printf("built\n");
	}
	return 0;
}
