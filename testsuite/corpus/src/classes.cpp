// ehi parser corpus: classes, inheritance, virtual dispatch, templates,
// lambdas, sret/byval aggregates, static locals with guards.

extern "C" int printf(const char *, ...);
extern "C" void *malloc(__SIZE_TYPE__);
extern "C" void free(void *);

// ---- single / multiple / virtual inheritance -----------------------------
struct Shape {
  virtual ~Shape() {}
  virtual double area() const = 0;
  virtual const char *name() const { return "shape"; }
};

struct Rect : Shape {
  double w, h;
  Rect(double a, double b) : w(a), h(b) {}
  double area() const override { return w * h; }
  const char *name() const override { return "rect"; }
};

struct Square final : Rect {
  explicit Square(double s) : Rect(s, s) {}
  const char *name() const override { return "square"; }
};

struct Named { virtual const char *label() const { return "named"; } int tag = 5; };
struct Counted { int count = 0; virtual void bump() { ++count; } };

struct Widget : Named, Counted {          // multiple inheritance: this-adjusting thunks
  const char *label() const override { return "widget"; }
  void bump() override { count += 10; }
};

struct Base { int b = 1; virtual int get() const { return b; } virtual ~Base() {} };
struct Left : virtual Base { int l = 2; int get() const override { return b + l; } };
struct Right : virtual Base { int r = 3; };
struct Diamond : Left, Right { int d = 4; int get() const override { return b + l + r + d; } };

// ---- templates ------------------------------------------------------------
template <typename T, int N>
struct Array {
  T data[N];
  T &operator[](int i) { return data[i]; }
  const T &operator[](int i) const { return data[i]; }
  template <typename F> T fold(T init, F f) const {
    for (int i = 0; i < N; ++i) init = f(init, data[i]);
    return init;
  }
};

template <typename T> T max_of(T a, T b) { return a < b ? b : a; }
template <> const char *max_of<const char *>(const char *a, const char *) { return a; }

template <typename... Ts> int count_args(Ts...) { return sizeof...(Ts); }

template <typename T> struct TypeName { static const char *get() { return "?"; } };
template <> struct TypeName<int> { static const char *get() { return "int"; } };
template <> struct TypeName<double> { static const char *get() { return "double"; } };

// ---- aggregates by value (sret / byval / direct) --------------------------
struct Big { long long a, b, c, d; char tag[13]; };
struct Pair { int x; float y; };

__attribute__((noinline)) Big make_big(int seed) {
  Big r;
  r.a = seed; r.b = seed * 2; r.c = seed * 3; r.d = -seed;
  for (int i = 0; i < 12; ++i) r.tag[i] = (char)('a' + (seed + i) % 26);
  r.tag[12] = 0;
  return r;
}
__attribute__((noinline)) long long sum_big(Big b) { return b.a + b.b + b.c + b.d + b.tag[0]; }
__attribute__((noinline)) Pair swap_pair(Pair p) { Pair q = {(int)p.y, (float)p.x}; return q; }

// ---- static locals with thread-safe guards --------------------------------
struct Registry {
  int entries;
  Registry() : entries(3) { printf("Registry constructed\n"); }
  ~Registry() {}
};
static Registry &registry() {
  static Registry r;                 // guarded dynamic init + atexit dtor
  return r;
}
static int counter() {
  static int n = registry().entries; // guarded init of a scalar
  return ++n;
}

// ---- heap via placement of our own operator new ---------------------------
void *operator new(__SIZE_TYPE__ n) { return malloc(n ? n : 1); }
void operator delete(void *p) noexcept { free(p); }
void operator delete(void *p, __SIZE_TYPE__) noexcept { free(p); }

int main() {
  Shape *shapes[3] = {new Rect(2, 3), new Square(4), new Rect(0.5, 8)};
  double total = 0;
  for (Shape *s : shapes) {
    printf("%s %.2f\n", s->name(), s->area());
    total += s->area();
  }
  for (Shape *s : shapes) delete s;
  printf("total area %.2f\n", total);

  Widget w;
  Counted *c = &w;
  Named *n = &w;
  c->bump(); c->bump();
  printf("%s %d %d\n", n->label(), w.count, w.tag);

  Diamond d;
  Base *bp = &d;
  Left *lp = &d;
  printf("diamond %d %d %d\n", bp->get(), lp->get(), d.Right::r);
  printf("dynamic_cast %d\n", dynamic_cast<Right *>(bp) != nullptr);

  Array<int, 8> arr;
  for (int i = 0; i < 8; ++i) arr[i] = i * i;
  int bias = 7;
  auto add = [bias](int acc, int v) { return acc + v + bias; };
  int prod_count = 0;
  auto mul = [&prod_count](int acc, int v) mutable { ++prod_count; return v ? acc * 1 + v : acc; };
  printf("fold %d %d (%d)\n", arr.fold(0, add), arr.fold(1, mul), prod_count);
  auto gen = [](auto x) { return x + x; };       // generic lambda
  printf("gen %d %.1f\n", gen(21), gen(1.25));
  int (*fp)(int) = [](int x) { return x * 3; };  // captureless -> fn ptr
  printf("fp %d\n", fp(14));

  printf("max %d %.1f %s\n", max_of(3, 9), max_of(2.5, -1.0), max_of<const char *>("first", "second"));
  printf("args %d %s %s\n", count_args(1, 'c', 2.0, "x"), TypeName<int>::get(), TypeName<double>::get());

  Big b = make_big(5);
  printf("big %lld %s\n", sum_big(b), b.tag);
  Pair p = swap_pair(Pair{3, 9.5f});
  printf("pair %d %.1f\n", p.x, p.y);

  int a1 = counter(), a2 = counter();
  printf("counter %d %d entries %d\n", a1, a2, registry().entries);
  return 0;
}
