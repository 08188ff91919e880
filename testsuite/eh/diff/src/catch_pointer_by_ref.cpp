// pointers caught by reference: int *const & and const char *const & (clang binds them to the exception object itself, at a fixed offset past the _Unwind_Exception), int *& changed in a handler and rethrown, a null pointer
extern "C" int printf(const char *, ...);

static int value = 42, other = 7;
static const char text[] = "an array of char";

static void throw_int_ptr() { throw &value; }
static void throw_literal() { throw "a string literal"; }
static void throw_array() { throw text; }
static void throw_null() { throw (int *)nullptr; }

int main() {
  try {
    throw_int_ptr();
  } catch (int *const &p) {
    printf("int *const &: %d\n", *p);
  }
  try {
    throw_literal();
  } catch (const char *const &s) {
    printf("const char *const &: %s\n", s);
  }
  try {
    throw_array();
  } catch (const char *const &s) {
    printf("const char *const & from an array: %s\n", s);
  }
  try {
    try {
      throw_int_ptr();
    } catch (int *&p) {
      printf("int *&: %d\n", *p);
      p = &other;
      throw;
    }
  } catch (int *const &p) {
    printf("rethrown after the change: %d\n", *p);
  }
  try {
    throw_null();
  } catch (int *const &p) {
    printf("null: %d\n", p == nullptr);
  }
  printf("done\n");
  return 0;
}
