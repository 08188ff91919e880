// string_convert: std::to_string and the sto* family (stoi with a
// position and a base, stoll, stoul, stod, stof).
#include <iostream>
#include <string>

int main() {
  std::cout << "to_string: " << std::to_string(42) << ' ' << std::to_string(-17) << ' '
            << std::to_string(123456789012LL) << ' ' << std::to_string(7u) << std::endl;
  std::cout << "to_string(double): " << std::to_string(3.5) << ' ' << std::to_string(-0.25) << ' '
            << std::to_string(1e10) << std::endl;
  std::cout << "stoi(\"123\") + 1 = " << std::stoi("123") + 1 << std::endl;
  std::cout << "stoi(\"  -45xyz\") = " << std::stoi("  -45xyz") << std::endl;
  std::size_t pos = 0;
  int v = std::stoi("789 rest", &pos);
  std::cout << "stoi with pos: " << v << ", consumed " << pos << " characters" << std::endl;
  std::cout << "stoi base 16: " << std::stoi("ff", nullptr, 16) << ", base 2: " << std::stoi("101101", nullptr, 2)
            << ", base 0: " << std::stoi("0x1A", nullptr, 0) << ' ' << std::stoi("017", nullptr, 0) << std::endl;
  std::cout << "stoll: " << std::stoll("-9000000000") << std::endl;
  std::cout << "stoul: " << std::stoul("4000000000") << std::endl;
  std::cout << "stod: " << std::stod("2.5e3") << ' ' << std::stod("-0.125") << std::endl;
  std::cout << "stof: " << std::stof("1.75") << std::endl;
  int total = 0;
  std::string csv = "10,20,30,40";
  std::size_t start = 0;
  while (start < csv.size()) {
    std::size_t used = 0;
    total += std::stoi(csv.substr(start), &used);
    start += used + 1;
  }
  std::cout << "sum of " << csv << " = " << total << std::endl;
  return 0;
}
