// ehi parser corpus: more exception handling, compiled as C++14 so that
// dynamic exception specifications (throw(...) lists -> landingpad filters)
// are still allowed. Covers: exceptions escaping constructors inside
// new-expressions (operator delete on unwind), partially constructed arrays,
// exceptions through function pointers and lambdas, catch in a loop,
// rethrow via a captured pointer-to-exception object, nested handlers with
// cleanups in between, noexcept specs and throw() specs.

extern "C" int printf(const char *, ...);
extern "C" void *malloc(__SIZE_TYPE__);
extern "C" void free(void *);

static int allocs = 0, frees = 0, ctors = 0, dtors = 0;

void *operator new(__SIZE_TYPE__ n) { ++allocs; return malloc(n); }
void *operator new[](__SIZE_TYPE__ n) { ++allocs; return malloc(n); }
void operator delete(void *p) throw() { if (p) ++frees; free(p); }
void operator delete[](void *p) throw() { if (p) ++frees; free(p); }

struct Fragile {
  int v;
  static int budget;
  Fragile() : v(budget) {
    if (--budget < 0) throw budget;
    ++ctors;
  }
  explicit Fragile(int x) : v(x) {
    if (x == 13) throw "unlucky";
    ++ctors;
  }
  ~Fragile() { ++dtors; }
};
int Fragile::budget = 0;

// Dynamic exception specifications (deprecated, still valid in C++14).
static int only_ints(int x) throw(int) {
  if (x > 2) throw x * 2;
  return x;
}
static int nothing(int x) throw() { return x + 1; }
static int never(int x) noexcept(true) { return x - 1; }

template <typename T> static int catch_as(void (*f)(int), int arg) {
  try {
    f(arg);
  } catch (T v) {
    return (int)v;
  } catch (...) {
    return -1;
  }
  return 0;
}

static void throw_short(int x) { throw (short)x; }
static void throw_long(int x) { throw (long long)x * 1000; }

struct Scope {
  const char *name;
  Scope(const char *n) : name(n) {}
  ~Scope() { printf("  leave %s\n", name); }
};

static int layered(int depth) {
  Scope s1("outer");
  try {
    Scope s2("middle");
    try {
      Scope s3("inner");
      if (depth > 0) throw depth;
    } catch (int d) {
      Scope s4("handler");
      if (d > 1) throw d + 10;   // escapes inner handler, s4 and s2 run
      return d;
    }
  } catch (int d) {
    return d * 100;
  }
  return 0;
}

int main() {
  // Constructor throws inside new: memory must be released.
  try {
    Fragile *f = new Fragile(13);
    printf("unexpected %d\n", f->v);
  } catch (const char *msg) {
    printf("caught %s allocs=%d frees=%d\n", msg, allocs, frees);
  }

  // Partially constructed array: already constructed elements are destroyed.
  Fragile::budget = 3;
  try {
    Fragile *arr = new Fragile[5];
    delete[] arr;
  } catch (int b) {
    printf("array failed at budget %d ctors=%d dtors=%d frees=%d\n", b, ctors, dtors, frees);
  }

  int ok = 0;
  for (int i = 0; i < 5; ++i) {
    try {
      ok += only_ints(i);
    } catch (int e) {
      printf("spec threw %d\n", e);
    }
  }
  printf("ok=%d nothing=%d never=%d\n", ok, nothing(1), never(1));

  printf("as short %d, as long long %d, mismatch %d\n", catch_as<short>(throw_short, 7),
         catch_as<long long>(throw_long, 3), catch_as<int>(throw_short, 1));

  auto thrower = [&ok](int k) {
    if (k & 1) throw Fragile(k * 3);
    ok += k;
  };
  for (int k = 0; k < 4; ++k) {
    try {
      thrower(k);
    } catch (Fragile &f) {
      printf("lambda threw Fragile(%d)\n", f.v);
    }
  }

  for (int d = 0; d < 3; ++d) printf("layered(%d) = %d\n", d, layered(d));
  printf("final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\n", allocs, frees, ctors, dtors, ok);
  return 0;
}
