// bad_alloc: a huge new-expression, a huge operator new call and
// std::vector / std::string growth beyond max_size(): bad_alloc and
// length_error, and the program carries on afterwards.
#include <cstdint>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

static char *volatile sink;      // keeps the allocations observable

int main() {
  volatile std::size_t huge = SIZE_MAX - 4096;
  try {
    sink = new char[huge];
    std::cout << "huge new[] succeeded?" << std::endl;
  } catch (const std::bad_alloc &e) {
    std::cout << "new char[SIZE_MAX - 4096]: bad_alloc: " << e.what() << std::endl;
  }
  try {
    sink = static_cast<char *>(::operator new(huge));
    std::cout << "huge operator new succeeded?" << std::endl;
  } catch (const std::exception &e) {
    std::cout << "operator new(SIZE_MAX - 4096): caught as std::exception: " << e.what() << std::endl;
  }
  sink = new (std::nothrow) char[huge];
  std::cout << "nothrow new of the same size gives null: " << (sink == nullptr) << std::endl;
  try {
    std::vector<int> v;
    v.resize(v.max_size() + 1);
  } catch (const std::length_error &e) {
    std::cout << "vector::resize beyond max_size: length_error: " << e.what() << std::endl;
  }
  try {
    std::string s;
    s.append(s.max_size() + 1, 'x');
  } catch (const std::length_error &e) {
    std::cout << "string::append beyond max_size: length_error: " << e.what() << std::endl;
  }
  std::vector<int> ok(1000, 7);
  std::cout << "a normal allocation afterwards works: " << ok[999] << std::endl;
  return 0;
}
