// MSVC names at the REPL (msvc-names.test): a namespace, a class with a
// constructor, a destructor and a const member function, a function with
// two parameters, a function template; an exception thrown through them.
extern "C" int printf(const char *, ...);
namespace ns {
struct Box {
  int v;
  Box(int x) : v(x) {}
  ~Box() { printf("~Box %d\n", v); }
  int get() const;
};
int Box::get() const {
  if (v < 0)
    throw v;
  return v;
}
int twice(int a, const char *why) {
  Box b(a);
  return b.get() * 2;
}
} // namespace ns
template <typename T> T pick(T a, T b) { return a < b ? b : a; }
int main() {
  try {
    printf("%d\n", ns::twice(pick<int>(3, 4), "x"));
    ns::twice(-1, "y");
  } catch (int e) {
    printf("caught %d\n", e);
  }
  return 0;
}
