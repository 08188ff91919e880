// sync_off: std::ios::sync_with_stdio(false): std::cout keeps its own
// buffer; explicit flushes make the order with printf the program's order.
#include <cstdio>
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  std::cout << "cout first, flushed" << std::endl;
  std::printf("printf second\n");
  std::fflush(stdout);
  std::cout << "cout third" << '\n' << "cout fourth" << std::endl;
  std::printf("printf fifth\n");
  std::fflush(stdout);
  for (int i = 0; i < 3; ++i) std::cout << "buffered " << i << '\n';
  std::cout.flush();
  std::printf("printf last\n");
  return 0;
}
