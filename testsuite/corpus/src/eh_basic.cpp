// ehi parser corpus: C++ exceptions.
// Covers: throw/catch by value, reference, pointer; catch(...); rethrow;
// nested try; destructors run during unwinding; function-try-blocks on a
// constructor and on a normal function; exceptions crossing several frames.
// No system headers on purpose (cross targets have no sysroot).

extern "C" int printf(const char *, ...);
extern "C" int puts(const char *);

static int g_live = 0;   // number of live Tracer objects
static int g_log[64];
static int g_nlog = 0;

static void note(int v) {
  if (g_nlog < 64)
    g_log[g_nlog++] = v;
}

struct Tracer {
  int id;
  explicit Tracer(int i) : id(i) { ++g_live; note(id); }
  Tracer(const Tracer &o) : id(o.id + 1000) { ++g_live; note(id); }
  ~Tracer() { --g_live; note(-id); }
};

struct Error {
  int code;
  const char *what;
  Error(int c, const char *w) : code(c), what(w) {}
  virtual ~Error() {}
  virtual int kind() const { return 1; }
};

struct IoError : Error {
  int fd;
  IoError(int c, int f) : Error(c, "io"), fd(f) {}
  int kind() const override { return 2; }
};

__attribute__((noinline)) static void thrower(int how) {
  Tracer t(how);
  switch (how) {
  case 0: throw 42;
  case 1: throw 3.5;
  case 2: throw Error(7, "plain");
  case 3: throw IoError(9, 3);
  case 4: throw new Error(11, "heap");
  case 5: throw "c-string";
  case 6: throw Tracer(600);
  default: break;
  }
}

static int classify(int how) {
  try {
    thrower(how);
  } catch (int v) {                 // by value, builtin
    return 100 + v;
  } catch (double d) {
    return 200 + (int)(d * 2);
  } catch (const IoError &e) {      // derived before base
    return 300 + e.code * 10 + e.fd;
  } catch (Error &e) {              // by reference, polymorphic
    return 400 + e.code + e.kind();
  } catch (Error *p) {              // by pointer
    int r = 500 + p->code;
    delete p;
    return r;
  } catch (const char *s) {
    return 600 + (s[0] == 'c');
  } catch (...) {                   // catch-all
    return 999;
  }
  return 0;
}

static int rethrow_count = 0;

static void middle(int how) {
  Tracer t(50 + how);
  try {
    thrower(how);
  } catch (...) {
    ++rethrow_count;
    throw;                          // rethrow the active exception
  }
}

static int nested(int how) {
  int r = 0;
  try {
    try {
      middle(how);
    } catch (int v) {
      r += v;
      throw Error(v + 1, "nested");   // new exception from handler
    }
  } catch (Error &e) {
    r += e.code * 100;
  } catch (...) {
    r = -1;
  }
  return r;
}

// Function-try-block on a constructor: the handler sees member-init failures
// and the exception is implicitly rethrown.
struct Holder {
  Tracer a;
  int v;
  static int check(int x) {
    if (x < 0) throw IoError(x, -x);
    return x * 2;
  }
  Holder(int x) try : a(x), v(check(x)) {
    note(777);
  } catch (Error &e) {
    note(888);
  }
};

// Function-try-block on a normal function.
static int guarded(int x) try {
  Holder h(x);
  return h.v;
} catch (const IoError &e) {
  return -1000 + e.fd;
}

struct NoThrow {
  int f(int x) noexcept { return x + 1; }
};

int main() {
  int total = 0;
  for (int i = 0; i <= 7; ++i) {
    int c = classify(i);
    printf("classify(%d) = %d, live=%d\n", i, c, g_live);
    total += c;
  }
  printf("nested: %d %d\n", nested(0), nested(2));
  printf("rethrows: %d\n", rethrow_count);
  printf("guarded: %d %d\n", guarded(5), guarded(-4));
  NoThrow nt;
  total += nt.f(1);
  printf("log:");
  for (int i = 0; i < g_nlog; ++i)
    printf(" %d", g_log[i]);
  printf("\ntotal=%d live=%d\n", total, g_live);
  puts(g_live == 0 ? "ok" : "LEAK");
  return 0;
}
