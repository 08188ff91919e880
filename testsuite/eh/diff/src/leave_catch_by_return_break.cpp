// leaving a handler by return, break, continue and goto ends the catch (__cxa_end_catch): the exception object is destroyed right there, before the code that follows
extern "C" int printf(const char *, ...);

struct E {
	int v;
	explicit E(int v_) : v(v_) {}
	~E() { printf("~E(%d)\n", v); }
};

static int by_return()
{
	try {
		throw E(1);
	} catch (E &e) {
		printf("return from handler %d\n", e.v);
		return e.v;
	}
	return 0;
}

int main()
{
	printf("by_return gave %d\n", by_return());
	for (int i = 2; i < 6; i++) {
		try {
			throw E(i);
		} catch (E &e) {
			if (e.v == 2) {
				printf("continue\n");
				continue;
			}
			if (e.v == 3) {
				printf("goto\n");
				goto skip;
			}
			if (e.v == 4) {
				printf("break\n");
				break;
			}
		}
		printf("never\n");
	skip:
		printf("after goto target %d\n", i);
	}
	printf("end\n");
	return 0;
}
