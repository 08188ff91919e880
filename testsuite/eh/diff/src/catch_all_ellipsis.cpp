// catch (...) catches anything (int, double, class, pointer); `throw;` from catch (...) reaches a typed handler further out with the original type and value
extern "C" int printf(const char *, ...);

struct Obj {
	int v;
	explicit Obj(int v_) : v(v_) { printf("Obj(%d)\n", v); }
	Obj(const Obj &o) : v(o.v) { printf("Obj copy(%d)\n", v); }
	~Obj() { printf("~Obj(%d)\n", v); }
};

static void thrower(int k)
{
	if (k == 0)
		throw 17;
	if (k == 1)
		throw 2.5;
	if (k == 2)
		throw Obj(3);
	static int x = 4;
	throw &x;
}

int main()
{
	for (int k = 0; k < 4; k++) {
		try {
			try {
				thrower(k);
			} catch (...) {
				printf("%d: inner catch (...)\n", k);
				throw;
			}
		} catch (int v) {
			printf("%d: outer int %d\n", k, v);
		} catch (double d) {
			printf("%d: outer double %d\n", k, (int)(d * 10));
		} catch (const Obj &o) {
			printf("%d: outer Obj %d\n", k, o.v);
		} catch (...) {
			printf("%d: outer catch (...)\n", k);
		}
	}
	return 0;
}
