// exception_ptr: current_exception, rethrow_exception, make_exception_ptr,
// copies of an exception_ptr, and an exception carried out of its handler.
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

static std::exception_ptr capture(int i) {
  try {
    if (i == 0) throw std::runtime_error("runtime error zero");
    if (i == 1) throw std::out_of_range("out of range one");
    if (i == 2) throw 42;
    return nullptr;
  } catch (...) {
    return std::current_exception();
  }
}

static void report(const std::exception_ptr &p) {
  try {
    std::rethrow_exception(p);
  } catch (const std::out_of_range &e) {
    std::cout << "  out_of_range: " << e.what() << std::endl;
  } catch (const std::exception &e) {
    std::cout << "  std::exception: " << e.what() << std::endl;
  } catch (int v) {
    std::cout << "  int: " << v << std::endl;
  }
}

int main() {
  std::cout << "no exception: current_exception is null: " << (std::current_exception() == nullptr) << std::endl;
  std::vector<std::exception_ptr> saved;
  for (int i = 0; i < 4; ++i) saved.push_back(capture(i));
  std::cout << "captured; last is null: " << (saved[3] == nullptr) << std::endl;
  for (int i = 0; i < 3; ++i) {
    std::cout << "rethrow " << i << ":" << std::endl;
    report(saved[i]);
  }
  std::exception_ptr copy = saved[0];
  std::cout << "copy compares equal: " << (copy == saved[0]) << ", differs from another: " << (copy != saved[1])
            << std::endl;
  std::cout << "rethrow the same object twice:" << std::endl;
  report(copy);
  report(copy);
  auto made = std::make_exception_ptr(std::logic_error("made by make_exception_ptr"));
  report(made);
  saved.clear();
  copy = nullptr;
  std::cout << "all released" << std::endl;
  return 0;
}
