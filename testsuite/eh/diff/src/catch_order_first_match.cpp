// handlers are tried in order: the first matching handler wins even if a later one is more specific; non-matching handlers (other types, a class derived from the thrown one, a different arithmetic type) are skipped
extern "C" int printf(const char *, ...);

struct A { virtual ~A() {} };
struct B : A {};
struct C : B {};

static void thrower(int k)
{
	switch (k) {
	case 0: throw A();
	case 1: throw B();
	case 2: throw C();
	case 3: throw 3;
	case 4: throw 4L;
	case 5: throw 5u;
	default: throw 'c';
	}
}

int main()
{
	for (int k = 0; k < 7; k++) {
		try {
			thrower(k);
		} catch (C &) {
			printf("%d: C&\n", k);
		} catch (long v) {
			printf("%d: long %d\n", k, (int)v);
		} catch (A &) {
			printf("%d: A&\n", k);
		} catch (B &) {
			printf("%d: B& (never)\n", k);
		} catch (unsigned v) {
			printf("%d: unsigned %u\n", k, v);
		} catch (int v) {
			printf("%d: int %d\n", k, v);
		} catch (...) {
			printf("%d: ...\n", k);
		}
	}
	return 0;
}
