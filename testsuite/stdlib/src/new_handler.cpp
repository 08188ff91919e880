// std::set_new_handler: operator new calls the installed handler while an
// allocation fails (here: more than the address space), until the handler
// uninstalls itself (then std::bad_alloc) or throws itself.
#include <cstdio>
#include <limits>
#include <new>

static int calls = 0;
static char *volatile sink; // the allocation escapes: clang may not elide it

static void counting_handler() {
  std::printf("new-handler call %d\n", ++calls);
  if (calls == 3)
    std::set_new_handler(nullptr);
}

static void throwing_handler() {
  std::printf("throwing handler\n");
  throw std::bad_alloc();
}

int main() {
  volatile std::size_t huge = std::numeric_limits<std::size_t>::max() - 4096;
  std::printf("handler before: %s\n", std::get_new_handler() ? "set" : "none");
  std::set_new_handler(counting_handler);
  try {
    sink = new char[huge];
    std::printf("allocated? %d\n", sink != nullptr);
  } catch (const std::bad_alloc &e) {
    std::printf("bad_alloc after %d calls: %s\n", calls, e.what());
  }
  std::set_new_handler(throwing_handler);
  try {
    sink = new char[huge];
    std::printf("allocated? %d\n", sink != nullptr);
  } catch (const std::bad_alloc &) {
    std::printf("caught the handler's bad_alloc\n");
  }
  std::set_new_handler(nullptr);
  int *ok = new int(7);
  std::printf("a small new still works: %d\n", *ok);
  delete ok;
  return 0;
}
