// stdexcept_thrown: every <stdexcept> class thrown by the program and
// caught by its own type, by its base (logic_error / runtime_error) and
// as std::exception; what() and the dynamic type's name.
#include <iostream>
#include <stdexcept>
#include <string>
#include <typeinfo>

static void thrower(int which) {
  switch (which) {
  case 0: throw std::logic_error("a logic_error");
  case 1: throw std::domain_error("a domain_error");
  case 2: throw std::invalid_argument("an invalid_argument");
  case 3: throw std::length_error("a length_error");
  case 4: throw std::out_of_range("an out_of_range");
  case 5: throw std::runtime_error("a runtime_error");
  case 6: throw std::range_error("a range_error");
  case 7: throw std::overflow_error("an overflow_error");
  case 8: throw std::underflow_error(std::string("an underflow_error from a std::string"));
  }
}

int main() {
  for (int i = 0; i < 9; ++i) {
    try {
      thrower(i);
    } catch (const std::logic_error &e) {
      std::cout << i << ": logic_error family: " << e.what() << " [" << typeid(e).name() << "]" << std::endl;
    } catch (const std::runtime_error &e) {
      std::cout << i << ": runtime_error family: " << e.what() << " [" << typeid(e).name() << "]" << std::endl;
    }
  }
  try {
    thrower(4);
  } catch (const std::out_of_range &e) {
    std::cout << "caught by exact type out_of_range: " << e.what() << std::endl;
  }
  try {
    thrower(7);
  } catch (const std::exception &e) {
    std::cout << "caught as std::exception: " << e.what() << std::endl;
  }
  try {
    thrower(1);
  } catch (std::domain_error e) {
    std::cout << "caught by value: " << e.what() << std::endl;
  }
  try {
    try {
      thrower(2);
    } catch (std::exception &e) {
      std::cout << "inner catch, rethrowing: " << e.what() << std::endl;
      throw;
    }
  } catch (const std::invalid_argument &e) {
    std::cout << "outer catch after rethrow: " << e.what() << std::endl;
  }
  std::runtime_error copy("original");
  std::runtime_error assigned("other");
  assigned = copy;
  std::cout << "copied exception what(): " << assigned.what() << std::endl;
  return 0;
}
