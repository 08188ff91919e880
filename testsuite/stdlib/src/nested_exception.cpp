// nested_exception: std::throw_with_nested through three layers, then
// std::rethrow_if_nested to print the chain; a nested_exception caught
// directly and rethrow_nested.
// STDLIB-SMOKE: also in the default run on every target (README.md).
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>

static void print_chain(const std::exception &e, int level = 0) {
  std::cout << std::string(level * 2, ' ') << "level " << level << ": " << e.what() << std::endl;
  try {
    std::rethrow_if_nested(e);
  } catch (const std::exception &inner) {
    print_chain(inner, level + 1);
  } catch (...) {
    std::cout << std::string(level * 2 + 2, ' ') << "a non-std::exception" << std::endl;
  }
}

static void open_config() { throw std::runtime_error("config file missing"); }

static void load_settings() {
  try {
    open_config();
  } catch (...) {
    std::throw_with_nested(std::runtime_error("cannot load settings"));
  }
}

static void start_app() {
  try {
    load_settings();
  } catch (...) {
    std::throw_with_nested(std::logic_error("application failed to start"));
  }
}

int main() {
  try {
    start_app();
  } catch (const std::exception &e) {
    std::cout << "caught the outermost exception:" << std::endl;
    print_chain(e);
  }
  try {
    try {
      throw 7;
    } catch (...) {
      std::throw_with_nested(std::out_of_range("wraps an int"));
    }
  } catch (const std::nested_exception &n) {
    std::cout << "caught as nested_exception; nested_ptr set: " << (n.nested_ptr() != nullptr) << std::endl;
    try {
      n.rethrow_nested();
    } catch (int v) {
      std::cout << "rethrow_nested gives the int " << v << std::endl;
    }
  }
  std::runtime_error plain("not nested");
  std::cout << "rethrow_if_nested on a plain exception does nothing:" << std::endl;
  print_chain(plain);
  return 0;
}
