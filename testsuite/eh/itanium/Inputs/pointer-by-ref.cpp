// pointer-by-ref-targets.test: a pointer caught by reference, on every target row
extern "C" int printf(const char *, ...);
static int v = 42;
int main() {
  try { throw &v; } catch (int *const &p) { printf("%d\n", *p); }
  try { throw "str"; } catch (const char *const &s) { printf("%s\n", s); }
  return 0;
}
