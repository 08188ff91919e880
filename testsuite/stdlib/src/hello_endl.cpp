// hello_endl: std::cout with std::endl, '\n' and std::flush, and the
// return status of main.
// STDLIB-SMOKE: also in the default run on every target (README.md).
#include <iostream>

int main() {
  std::cout << "hello, world" << std::endl;
  std::cout << "second line with a newline character\n";
  std::cout << "no newline yet..." << std::flush;
  std::cout << " now flushed" << std::endl;
  for (int i = 1; i <= 3; ++i)
    std::cout << "line " << i << " of 3" << std::endl;
  std::cout << "main returns 3" << std::endl;
  return 3;
}
