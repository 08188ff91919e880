// cout_integers: integer and bool output of every width, signed and
// unsigned, limits, and boolalpha.
#include <climits>
#include <cstdint>
#include <iostream>

int main() {
  std::cout << "int: " << 42 << ' ' << -7 << ' ' << 0 << std::endl;
  std::cout << "INT_MIN/INT_MAX: " << INT_MIN << ' ' << INT_MAX << std::endl;
  std::cout << "unsigned max: " << UINT_MAX << std::endl;
  short s = -12345;
  unsigned short us = 65535;
  std::cout << "short: " << s << " unsigned short: " << us << std::endl;
  long long ll = LLONG_MIN;
  unsigned long long ull = ULLONG_MAX;
  std::cout << "long long min: " << ll << std::endl;
  std::cout << "unsigned long long max: " << ull << std::endl;
  std::int64_t big = 1234567890123LL;
  std::cout << "int64_t: " << big << " times 3 = " << big * 3 << std::endl;
  std::uint8_t byte = 65;
  std::cout << "uint8_t is a char: " << byte << ", as int: " << +byte << std::endl;
  std::cout << "bool: " << true << ' ' << false << std::endl;
  std::cout << std::boolalpha << "boolalpha: " << true << ' ' << false << std::endl;
  std::cout << std::noboolalpha << "noboolalpha: " << (3 > 2) << std::endl;
  std::cout << std::showpos << "showpos: " << 5 << ' ' << -5 << ' ' << 0 << std::noshowpos << std::endl;
  return 0;
}
