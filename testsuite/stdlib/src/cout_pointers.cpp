// cout_pointers: pointer output without printing addresses: a null
// pointer, the same pointer printed twice, char* as a string and
// nullptr_t.
#include <iostream>
#include <sstream>
#include <string>

int main() {
  int x = 5;
  int *p = &x;
  int *null = nullptr;
  std::cout << "null int* prints: " << null << std::endl;
  std::cout << "null void* prints: " << static_cast<void *>(nullptr) << std::endl;
  std::ostringstream a, b;
  a << p;
  b << static_cast<void *>(&x);
  std::cout << "the same address prints the same: " << (a.str() == b.str() ? "yes" : "no") << std::endl;
  std::cout << "it starts with 0x: " << (a.str().compare(0, 2, "0x") == 0 ? "yes" : "no") << std::endl;
  const char *s = "chars";
  std::cout << "const char* prints the string: " << s << std::endl;
  std::ostringstream c;
  c << static_cast<const void *>(s);
  std::cout << "as void* it is an address: " << (c.str() != "chars" ? "yes" : "no") << std::endl;
  std::cout << "*p = " << *p << ", p == &x: " << (p == &x) << std::endl;
  return 0;
}
