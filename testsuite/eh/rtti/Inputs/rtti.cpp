// rtti.cpp — the catch-matching cases of testsuite/eh/rtti.
//
// Built two ways from this one source:
//  * natively (-DNATIVE, run on the host, with -m32 for i686 and under
//    qemu-ppc64 for powerpc64): every (thrown, caught) pair goes through a
//    real `try { throw } catch`, which prints whether it caught and what the
//    handler received (the base subobject's offset from the exception
//    object, or from the thrown pointer); that output is the expectation;
//  * to IR (gen.sh): the type_infos, their names and a factory of
//    exception objects are exported for the driver (rtti_driver.c), which
//    asks ehi's rtti_can_catch the same questions.
#include <cstddef>
#include <cstdio>
#include <exception>
#include <new>
#include <stdexcept>
#include <typeinfo>

struct A { virtual ~A() {} int a = 1; };
struct B : A { int b = 2; };                 // single inheritance
struct C { virtual ~C() {} int c = 3; };
struct D : B, C { int d = 4; };              // multiple: C at an offset
struct E : D { int e = 5; };                 // single over multiple
struct V : virtual A { int v = 6; };         // virtual base
struct W : virtual A { int w = 7; };
struct Xd : V, W { int x = 8; };             // virtual diamond: one A
struct Y : B, V { int y = 9; };              // A twice: ambiguous
struct P : private A { int p = 10; };        // non-public base
struct Q : protected C { int q = 11; };
struct Z : C, private B { int z = 12; };     // a public and a private path
struct NV { int n = 13; };                   // no virtual functions
struct NV2 : NV { int m = 14; };
namespace ns { template <class T> struct Foo { virtual ~Foo() {} T t{}; }; }
typedef ns::Foo<int> Foo;
struct MyErr : std::runtime_error { MyErr() : std::runtime_error("mine") {} };
enum Color { Red, Green };
struct M { int f(int) { return 0; } int g = 0; };

typedef std::nullptr_t nullptr_t_;
typedef const A *cA_p;
typedef const D *cD_p;
typedef const void *cvoid_p;
typedef const char *cchar_p;
typedef const volatile A *cvA_p;
typedef int **int_pp;
typedef const int *const *cint_pcp;
typedef const int **cint_pp;
typedef int *const *int_pcp;
typedef A **A_pp;
typedef const A *const *cA_pcp;
typedef void (*fn_t)();
typedef void (*fnx_t)() noexcept;
typedef int M::*mem_t;
typedef int (M::*memfn_t)(int);
typedef std::exception std_exception;
typedef std::runtime_error std_runtime_error;
typedef std::out_of_range std_out_of_range;
typedef std::logic_error std_logic_error;
typedef std::bad_alloc std_bad_alloc;
typedef std::bad_array_new_length std_bad_array_new_length;
typedef A *A_p; typedef B *B_p; typedef C *C_p; typedef D *D_p; typedef E *E_p; typedef V *V_p;
typedef Xd *Xd_p; typedef Y *Y_p; typedef P *P_p; typedef Z *Z_p; typedef void *void_p; typedef char *char_p;
typedef int *int_p;

static void f0() {}
static void fx() noexcept {}

// X(name, type, value): every type thrown and caught; value is what is thrown
#define TYPES(X) \
	X(int, int, 5) X(char, char, 'x') X(long, long, 7L) X(double, double, 1.5) X(bool, bool, true) \
	X(unsigned, unsigned, 3u) X(Color, Color, Green) X(nullptr_t_, nullptr_t_, nullptr) \
	X(A, A, A()) X(B, B, B()) X(C, C, C()) X(D, D, D()) X(E, E, E()) X(V, V, V()) X(W, W, W()) \
	X(Xd, Xd, Xd()) X(Y, Y, Y()) X(P, P, P()) X(Q, Q, Q()) X(Z, Z, Z()) X(NV, NV, NV()) X(NV2, NV2, NV2()) \
	X(Foo, Foo, Foo()) \
	X(A_p, A_p, new A) X(B_p, B_p, new B) X(C_p, C_p, new C) X(D_p, D_p, new D) X(E_p, E_p, new E) \
	X(D_p_null, D_p, (D *)nullptr) X(V_p, V_p, new V) X(Xd_p, Xd_p, new Xd) X(Xd_p_null, Xd_p, (Xd *)nullptr) \
	X(Y_p, Y_p, new Y) X(P_p, P_p, new P) X(Z_p, Z_p, new Z) \
	X(cA_p, cA_p, new A) X(cD_p, cD_p, new D) X(cvA_p, cvA_p, new A) \
	X(void_p, void_p, new int) X(cvoid_p, cvoid_p, new int) X(char_p, char_p, new char) \
	X(cchar_p, cchar_p, "s") X(int_p, int_p, new int) \
	X(int_pp, int_pp, new int *) X(cint_pcp, cint_pcp, new int *) X(cint_pp, cint_pp, new const int *) \
	X(int_pcp, int_pcp, new int *) X(A_pp, A_pp, new A *) X(cA_pcp, cA_pcp, new A *) \
	X(fn_t, fn_t, &f0) X(fnx_t, fnx_t, &fx) X(mem_t, mem_t, &M::g) X(memfn_t, memfn_t, &M::f) \
	X(std_exception, std_exception, std::exception()) \
	X(std_runtime_error, std_runtime_error, std::runtime_error("rt")) \
	X(std_logic_error, std_logic_error, std::logic_error("lg")) \
	X(std_out_of_range, std_out_of_range, std::out_of_range("oor")) \
	X(std_bad_alloc, std_bad_alloc, std::bad_alloc()) \
	X(std_bad_array_new_length, std_bad_array_new_length, std::bad_array_new_length()) \
	X(MyErr, MyErr, MyErr())

enum {
#define X(n, t, v) T_##n,
	TYPES(X)
#undef X
	NTYPES
};

template <class T> struct Kind { enum { ptr = 0, cls = __is_class(T), mem = __is_member_pointer(T) }; };
template <class T> struct Kind<T *> { enum { ptr = 1, cls = 0, mem = 0 }; };
template <class T> struct Kind<T *const> { enum { ptr = 1, cls = 0, mem = 0 }; };

// what() of an object of type T, through std::exception's vtable (NULL:
// not a std::exception); copies it first (the copy constructor) and
// deletes it afterwards when asked (the deleting destructor)
template <class T> static const char *
what_of(void *p, bool del)
{
	if constexpr (__is_base_of(std::exception, T)) {
		T copy(*static_cast<T *>(p));
		const std::exception &e = copy;
		const char *w = e.what();
		if (del)
			delete static_cast<std::exception *>(static_cast<T *>(p));
		return w;
	} else {
		(void)p;
		(void)del;
		return nullptr;
	}
}

#ifdef NATIVE
#include <cstring>
static void *thrown_ptr;  // the pointer value thrown, for pointer types

static void
report_ptr(const void *got)
{
	if (!got)
		printf("yes null\n");
	else
		printf("yes %+td\n", (const char *)got - (const char *)thrown_ptr);
}

template <class T> static void
report_obj(const T &got)
{
	// libstdc++'s exception_ptr holds the exception object's address
	std::exception_ptr e = std::current_exception();
	void *obj;
	memcpy(&obj, &e, sizeof obj);
	printf("yes %+td\n", (const char *)&got - (const char *)obj);
}

template <class Ca, bool cls = Kind<Ca>::cls, bool ptr = Kind<Ca>::ptr, bool mem = Kind<Ca>::mem>
struct Catcher;
template <class Ca> struct Catcher<Ca, true, false, false> {
	static void run(void (*thrower)()) { try { thrower(); } catch (Ca &c) { report_obj(c); } catch (...) { printf("no\n"); } }
};
template <class Ca> struct Catcher<Ca, false, true, false> {
	static void run(void (*thrower)()) { try { thrower(); } catch (Ca c) { report_ptr((const void *)c); } catch (...) { printf("no\n"); } }
};
template <class Ca> struct Catcher<Ca, false, false, true> {
	static void run(void (*thrower)()) { try { thrower(); } catch (Ca c) { printf("yes %s\n", c == nullptr ? "null" : "val"); } catch (...) { printf("no\n"); } }
};
template <class Ca> struct Catcher<Ca, false, false, false> {
	static void run(void (*thrower)()) { try { thrower(); } catch (Ca &c) { report_obj(c); } catch (...) { printf("no\n"); } }
};
// function pointers: compare as pointers
template <> struct Catcher<fn_t, false, false, false> {
	static void run(void (*thrower)()) { try { thrower(); } catch (fn_t c) { report_ptr((const void *)c); } catch (...) { printf("no\n"); } }
};
template <> struct Catcher<fnx_t, false, false, false> {
	static void run(void (*thrower)()) { try { thrower(); } catch (fnx_t c) { report_ptr((const void *)c); } catch (...) { printf("no\n"); } }
};

template <class T> static void
set_thrown(const T &v, long)
{
	(void)v;
	thrown_ptr = nullptr;
}
template <class T> static void set_thrown(T *v, int) { thrown_ptr = (void *)v; }

#define X(n, t, v) \
	static void throw_##n() { t val = v; set_thrown(val, 0); throw val; }
TYPES(X)
#undef X

static void (*const throwers[])() = {
#define X(n, t, v) throw_##n,
	TYPES(X)
#undef X
};
static const char *const names[] = {
#define X(n, t, v) #n,
	TYPES(X)
#undef X
};

int
main()
{
	for (int k = 0; k < NTYPES; k++) {
#define X(n, t, v) printf("%s -> %s: ", names[k], #n); fflush(stdout); Catcher<t>::run(throwers[k]);
		TYPES(X)
#undef X
	}
	for (int k = 0; k < NTYPES; k++) {
		switch (k) {
#define X(n, t, v) case T_##n: { const char *w = what_of<t>(new t(v), true); if (w) printf("what %s: %s\n", #n, w); break; }
			TYPES(X)
#undef X
		}
	}
	return 0;
}
#else
// for the driver: type_info of each type, its name, the exception object
extern "C" {
extern const std::type_info *const ehi_tis[] = {
#define X(n, t, v) &typeid(t),
	TYPES(X)
#undef X
};
extern const char *const ehi_names[] = {
#define X(n, t, v) #n,
	TYPES(X)
#undef X
};
extern const int ehi_ntypes = NTYPES;
// 0 class or fundamental (compare the handler's address with the object),
// 1 pointer (with the thrown pointer), 2 member pointer (null or not)
extern const int ehi_kind[] = {
#define X(n, t, v) Kind<t>::ptr || __is_same(t, fn_t) || __is_same(t, fnx_t) ? 1 : Kind<t>::mem ? 2 : 0,
	TYPES(X)
#undef X
};
void *
ehi_obj(int k)
{
	switch (k) {
#define X(n, t, v) case T_##n: return new t(v);
		TYPES(X)
#undef X
	}
	return nullptr;
}
const char *
ehi_what(int k, void *obj)
{
	switch (k) {
#define X(n, t, v) case T_##n: return what_of<t>(obj, true);
		TYPES(X)
#undef X
	}
	return nullptr;
}
}
#endif
