// `throw;` executed in a function called from a handler (not lexically in the catch) rethrows the handled exception; the handler's locals are destroyed and the outer handler sees the original type
extern "C" int printf(const char *, ...);

struct Local {
	const char *n;
	explicit Local(const char *n_) : n(n_) { printf("Local(%s)\n", n); }
	~Local() { printf("~Local(%s)\n", n); }
};
struct Err { int v; };
struct SubErr : Err {};

static void rethrow_it()
{
	Local l("rethrower");
	printf("rethrowing\n");
	throw;
}

static void handler_body()
{
	try {
		SubErr s;
		s.v = 5;
		throw s;
	} catch (Err &) {
		Local l("handler");
		rethrow_it();
	}
}

int main()
{
	try {
		handler_body();
	} catch (SubErr &e) {
		printf("caught SubErr %d\n", e.v);
	}
	return 0;
}
