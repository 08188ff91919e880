// ehi parser corpus: modern C++17 without the standard library.
// Covers: a move-only owning pointer (RAII + exceptions), structured bindings,
// if constexpr, fold expressions, constexpr evaluation, CRTP, init-captures
// and [this]/[=] lambdas, lambdas stored in a type-erased callable,
// pointers to members (data and virtual/non-virtual member functions),
// operator overloading, enum class, inline variables, std-free
// type traits, placement new and a simple arena.

extern "C" int printf(const char *, ...);
extern "C" void *malloc(__SIZE_TYPE__);
extern "C" void free(void *);

inline void *operator new(__SIZE_TYPE__, void *p) noexcept { return p; }

template <typename T> struct remove_ref { using type = T; };
template <typename T> struct remove_ref<T &> { using type = T; };
template <typename T> typename remove_ref<T>::type &&move(T &&t) { return static_cast<typename remove_ref<T>::type &&>(t); }
template <typename A, typename B> inline constexpr bool same_v = false;
template <typename A> inline constexpr bool same_v<A, A> = true;

template <typename T> class Owner {
  T *p_;
public:
  explicit Owner(T *p = nullptr) : p_(p) {}
  Owner(Owner &&o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  Owner &operator=(Owner &&o) noexcept { if (this != &o) { reset(); p_ = o.p_; o.p_ = nullptr; } return *this; }
  Owner(const Owner &) = delete;
  ~Owner() { reset(); }
  void reset() { if (p_) { p_->~T(); free(p_); p_ = nullptr; } }
  T *operator->() const { return p_; }
  explicit operator bool() const { return p_ != nullptr; }
};

template <typename T, typename... Args> Owner<T> make_owner(Args &&...args) {
  void *mem = malloc(sizeof(T));
  return Owner<T>(new (mem) T(static_cast<Args &&>(args)...));
}

struct Vec2 {
  float x, y;
  constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr Vec2 operator*(float k) const { return {x * k, y * k}; }
  constexpr bool operator==(Vec2 o) const { return x == o.x && y == o.y; }
  float &operator[](int i) { return i ? y : x; }
};

constexpr int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static_assert(fib(10) == 55, "constexpr");

template <typename... Ts> constexpr auto sum_all(Ts... ts) { return (ts + ... + 0); }
template <typename... Ts> void print_all(Ts... ts) { ((printf("<%d>", (int)ts)), ...); printf("\n"); }

template <typename T> const char *describe(T v) {
  if constexpr (same_v<T, int>) return v > 0 ? "positive int" : "non-positive int";
  else if constexpr (same_v<T, double>) return "double";
  else return "other";
}

template <typename Derived> struct Counter {
  int calls = 0;
  int run(int x) { ++calls; return static_cast<Derived *>(this)->step(x); }
};
struct Doubler : Counter<Doubler> { int step(int x) { return 2 * x; } };

enum class Color : unsigned char { Red = 1, Green = 2, Blue = 4 };
constexpr Color operator|(Color a, Color b) { return Color((unsigned char)a | (unsigned char)b); }

struct Animal {
  int legs = 4;
  virtual ~Animal() = default;
  virtual const char *sound() const { return "..."; }
  int twice_legs() const { return legs * 2; }
};
struct Bird : Animal { Bird() { legs = 2; } const char *sound() const override { return "tweet"; } };

// Minimal type-erased callable.
template <typename Sig> class Function;
template <typename R, typename... A> class Function<R(A...)> {
  void *obj_ = nullptr;
  R (*call_)(void *, A...) = nullptr;
  void (*destroy_)(void *) = nullptr;
public:
  template <typename F> Function(F f) {
    obj_ = new (malloc(sizeof(F))) F(move(f));
    call_ = [](void *o, A... a) -> R { return (*static_cast<F *>(o))(a...); };
    destroy_ = [](void *o) { static_cast<F *>(o)->~F(); free(o); };
  }
  ~Function() { if (destroy_) destroy_(obj_); }
  R operator()(A... a) const { return call_(obj_, a...); }
};

struct Accum {
  int total = 0;
  Function<int(int)> adder() { return [this](int v) { return total += v; }; }
};

struct Point3 { int x, y, z; };
static Point3 make_point(int s) { return {s, s * 2, s * 3}; }

int main() {
  auto o = make_owner<Bird>();
  Owner<Bird> o2 = move(o);
  printf("owner %d %d %s\n", (bool)o, (bool)o2, o2->sound());

  auto [px, py, pz] = make_point(7);
  printf("bind %d %d %d\n", px, py, pz);
  int arr[3] = {4, 5, 6};
  auto &[a0, a1, a2] = arr;
  a1 = 50;
  printf("arr %d %d %d\n", a0, arr[1], a2);

  constexpr Vec2 v = Vec2{1, 2} + Vec2{3, 4} * 0.5f;
  Vec2 w = v;
  w[1] += 1;
  printf("vec %.2f %.2f eq=%d fib=%d\n", w.x, w.y, v == Vec2{2.5f, 4}, fib(15));
  printf("sum %d %.2f\n", sum_all(1, 2, 3, 4), (double)sum_all(1.5, 2.25f));
  print_all(1, 'A', 3L, (short)-4);
  printf("%s / %s / %s\n", describe(3), describe(2.0), describe("x"));

  Doubler d;
  int acc = 0;
  for (int i = 0; i < 4; ++i) acc += d.run(i);
  printf("crtp %d calls=%d\n", acc, d.calls);

  Color c = Color::Red | Color::Blue;
  printf("color %u\n", (unsigned)c);

  int Animal::*legs_ptr = &Animal::legs;
  const char *(Animal::*snd)() const = &Animal::sound;
  int (Animal::*tw)() const = &Animal::twice_legs;
  Bird b;
  Animal &ar = b;
  printf("members %d %s %d\n", ar.*legs_ptr, (ar.*snd)(), (b.*tw)());

  int base = 10;
  auto counter = [n = 0, base]() mutable { return base + n++; };
  counter();
  auto byval = [=] { return base * 2 + arr[0]; };
  printf("lambdas %d %d\n", counter(), byval());

  Accum accum;
  {
    Function<int(int)> f = accum.adder();
    f(5);
    f(6);
  }
  Function<double(double, double)> hyp = [](double x, double y) { return x * x + y * y; };
  printf("function %d %.1f\n", accum.total, hyp(3, 4));
  return 0;
}
