// cerr_clog: std::cerr and std::clog (both on stderr) next to std::cout,
// with endl and flush; stderr is compared too.
#include <iostream>

int main() {
  std::cout << "to cout 1" << std::endl;
  std::cerr << "to cerr 1" << std::endl;
  std::clog << "to clog 1" << std::endl;
  std::cerr << "cerr is unit-buffered: " << 12 << ' ' << 3.5 << '\n';
  std::clog << "clog without endl, then flush" << std::flush;
  std::clog << '\n';
  std::cout << "to cout 2" << std::endl;
  std::cerr << "error count: " << 0 << std::endl;
  std::cout << "cerr.tie() is cout: " << (std::cerr.tie() == &std::cout) << std::endl;
  std::cout << "cerr unitbuf: " << ((std::cerr.flags() & std::ios::unitbuf) != 0) << std::endl;
  return 0;
}
