// terminate_noexcept: an exception leaving a noexcept function calls
// std::terminate even though main would catch it.
#include <iostream>
#include <stdexcept>

static void must_not_throw(int x) noexcept {
  std::cout << "in the noexcept function with " << x << std::endl;
  if (x > 0) throw std::invalid_argument("thrown through noexcept");
}

int main() {
  try {
    must_not_throw(0);
    std::cout << "first call returned" << std::endl;
    must_not_throw(1);
  } catch (const std::exception &e) {
    std::cout << "not reached: " << e.what() << std::endl;
  }
  return 0;
}
