// terminate_nested: an exception made by std::throw_with_nested escapes
// main: the terminate message names libstdc++'s _Nested_exception type.
#include <exception>
#include <iostream>
#include <stdexcept>

int main() {
  try {
    throw std::length_error("inner length_error");
  } catch (...) {
    std::cout << "wrapping the inner exception and letting it escape" << std::endl;
    std::throw_with_nested(std::domain_error("outer domain_error"));
  }
}
