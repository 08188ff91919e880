// features of MSVC manglings: namespaces, operators, static/virtual members,
// enums, references, rvalue references, nullptr, varargs, templates with
// type and integer arguments, back-references, const, function pointers
namespace outer { namespace inner {
struct Pt { int x, y; };
enum Color { Red, Green };
enum class Mode : short { A, B };
union U { int i; float f; };
class Shape {
public:
  Shape();
  Shape(const Shape &);
  Shape(Shape &&);
  virtual ~Shape();
  virtual int area() const;
  static int count(Color c, Mode m);
  Shape &operator=(const Shape &);
  bool operator==(const Shape &) const;
  Shape operator+(const Shape &) const;
  int operator[](unsigned long long) const;
  int operator()(int, double) volatile;
  explicit operator bool() const;
  operator int() const;
  void *operator new(decltype(sizeof 0));
  void operator delete(void *);
  void *operator new[](decltype(sizeof 0));
  void operator delete[](void *);
  Shape &operator<<(int);
  Shape &operator+=(const Shape &);
  bool operator<(const Shape &) const;
  Shape &operator++();
  Shape operator++(int);
  int operator->*(int);
  void ref() &;
  void ref() &&;
protected:
  int prot(unsigned char, signed char, char, wchar_t, char16_t, char32_t);
  static long double stat(long, unsigned long, short, unsigned short);
private:
  virtual void priv(float, double, bool, long long, unsigned long long) const volatile;
  int v;
};
}
int f(inner::Pt, inner::Pt *, const inner::Pt &, inner::Pt &&, inner::U);
int g(const char *, const char *const, char **, const char **, void (*)(int), int (*)(const char *, ...));
int h(decltype(nullptr), ...);
int k(int, ...);
}
template <typename T, int N> struct Arr { T a[N]; T get(int) const; template <class U> U conv(U) const; static Arr make(); };
template <typename T> T twice(T, T);
template <typename... Ts> int pack(Ts...);
template <int N> int neg();
struct Base { virtual ~Base(); virtual int v(); };
struct Left : virtual Base { int v() override; ~Left(); };
struct Right : virtual Base { int v() override; };
struct Diamond : Left, Right { int v() override; ~Diamond(); };
struct Multi : outer::inner::Shape, Base { int area() const override; ~Multi(); };
int (*fnret(int))(double);
typedef int (outer::inner::Shape::*PMF)(unsigned char, signed char, char, wchar_t, char16_t, char32_t);
int usepmf(PMF, int outer::inner::Pt::*);
void use() {
  outer::inner::Pt p{};
  outer::inner::U u{};
  outer::f(p, &p, p, static_cast<outer::inner::Pt &&>(p), u);
  outer::g("a", "b", nullptr, nullptr, nullptr, nullptr);
  outer::h(nullptr, 1, 2.0);
  outer::k(1);
  outer::inner::Shape s, t;
  s = t; (void)(s == t); (void)(s + t); (void)s[3]; (void)(bool)s; (void)(int)s; s << 3; s += t; (void)(s < t); ++s; s++; s->*3;
  volatile outer::inner::Shape &vs = s; (void)vs(1, 2.0);
  s.ref(); static_cast<outer::inner::Shape &&>(s).ref();
  auto *q = new outer::inner::Shape; delete q; auto *qa = new outer::inner::Shape[2]; delete[] qa;
  (void)outer::inner::Shape::count(outer::inner::Red, outer::inner::Mode::B);
  (void)s.area();
  Arr<int, 3> a{}; (void)a.get(1); (void)a.conv<double>(1.0); (void)Arr<double, 12>::make(); (void)Arr<Arr<char, 2>, 100>::make();
  (void)twice<short>(1, 2); (void)twice<outer::inner::Pt *>(nullptr, nullptr); (void)twice<const char *>("", "");
  (void)pack(1, 'c', 2.5, (const char *)"s", p); (void)pack();
  (void)neg<-5>(); (void)neg<0>(); (void)neg<300>();
  Diamond d; (void)d.v(); Multi m; (void)m.area();
  (void)fnret(1);
  (void)usepmf(nullptr, &outer::inner::Pt::y);
}
