// cout_manipulators: hex/oct/dec, showbase, uppercase, setw, setfill,
// left/right/internal, and a formatted table.
#include <iomanip>
#include <iostream>
#include <string>

int main() {
  int n = 255;
  std::cout << "dec " << n << " hex " << std::hex << n << " oct " << std::oct << n << std::dec << std::endl;
  std::cout << std::showbase << "showbase: " << std::hex << n << ' ' << std::oct << n << std::dec << ' ' << n
            << std::noshowbase << std::endl;
  std::cout << std::uppercase << std::hex << "uppercase hex: " << 0xdeadbeef << std::nouppercase << std::dec << std::endl;
  std::cout << "[" << std::setw(8) << 42 << "]" << std::endl;
  std::cout << "[" << std::left << std::setw(8) << 42 << "]" << std::right << std::endl;
  std::cout << "[" << std::setfill('*') << std::setw(8) << -42 << "]" << std::endl;
  std::cout << "[" << std::internal << std::setw(8) << -42 << "]" << std::setfill(' ') << std::right << std::endl;
  std::cout << "[" << std::setw(3) << 123456 << "] setw narrower than the value" << std::endl;
  std::cout << "[" << std::setw(10) << "text" << "][" << std::setw(2) << "longer" << "]" << std::endl;
  std::cout << std::setfill('0') << "hex bytes:";
  for (int b : {0, 7, 16, 171, 255}) std::cout << ' ' << std::hex << std::setw(2) << b;
  std::cout << std::dec << std::setfill(' ') << std::endl;
  const char *names[] = {"apple", "kiwi", "watermelon"};
  double prices[] = {1.25, 0.5, 3.999};
  std::cout << std::left << std::setw(12) << "item" << std::right << std::setw(8) << "price" << std::endl;
  for (int i = 0; i < 3; ++i)
    std::cout << std::left << std::setw(12) << names[i] << std::right << std::setw(8) << std::fixed
              << std::setprecision(2) << prices[i] << std::endl;
  return 0;
}
