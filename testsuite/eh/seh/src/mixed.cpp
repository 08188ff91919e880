// The C++ half of mixed.c (see there): clang's default C++ EH (the
// synchronous model), linked with mixed.c's IR.
extern "C" int printf(const char *, ...);

struct Obj {
	int v;
	Obj(int v) : v(v) { printf("  Obj(%d)\n", v); }
	Obj(const Obj &o) : v(o.v) { printf("  Obj(copy %d)\n", v); }
	~Obj() { printf("  ~Obj(%d)\n", v); }
};

struct Guard {
	const char *who;
	~Guard() { printf("  ~Guard(%s)\n", who); }
};

extern "C" int cxx_obj_value(const void *obj)
{
	return static_cast<const Obj *>(obj)->v;
}

extern "C" void cxx_throw(int v)
{
	Guard g{"thrower"};
	throw Obj(v);
}

extern "C" int cxx_catch_around(void (*f)(void))
{
	try {
		f();
	} catch (Obj &o) {
		printf("  catch (Obj &) %d\n", o.v);
		return o.v;
	}
	return 0;
}

extern "C" void cxx_call(void (*f)(void))
{
	Guard g{"caller"};
	try {
		f();
	} catch (int) {
		printf("  catch (int): not reached\n");
	} catch (...) {
		printf("  catch (...) takes it\n");
	}
}
