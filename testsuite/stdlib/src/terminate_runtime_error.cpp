// terminate_runtime_error: a std::runtime_error thrown by the program
// escapes main; the output before it is flushed, the terminate message
// names std::runtime_error and its what().
#include <iostream>
#include <stdexcept>
#include <string>

static void deep(int n) {
  if (n == 0) throw std::runtime_error("gave up at depth " + std::to_string(5));
  deep(n - 1);
}

int main() {
  std::cout << "descending five levels" << std::endl;
  std::cerr << "stderr before the terminate message" << std::endl;
  deep(5);
  return 0;
}
