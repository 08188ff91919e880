// terminate_handler: std::set_terminate installs a handler that reports
// the current exception with std::current_exception and then aborts.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <stdexcept>

static void handler() {
  std::cout << "custom terminate handler called" << std::endl;
  if (auto p = std::current_exception()) {
    try {
      std::rethrow_exception(p);
    } catch (const std::exception &e) {
      std::cout << "the uncaught exception says: " << e.what() << std::endl;
    }
  }
  std::fputs("handler: aborting\n", stderr);
  std::abort();
}

int main() {
  std::terminate_handler old = std::set_terminate(handler);
  std::cout << "a previous handler was installed: " << (old != nullptr) << std::endl;
  std::cout << "get_terminate returns ours: " << (std::get_terminate() == handler) << std::endl;
  throw std::overflow_error("counter overflowed");
}
