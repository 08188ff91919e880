// stoi_errors: the exceptions of std::stoi and friends: invalid_argument
// for no digits, out_of_range for a value too big, with their what().
#include <iostream>
#include <stdexcept>
#include <string>

static void try_stoi(const std::string &text) {
  try {
    int v = std::stoi(text);
    std::cout << "stoi(\"" << text << "\") = " << v << std::endl;
  } catch (const std::invalid_argument &e) {
    std::cout << "stoi(\"" << text << "\"): invalid_argument: " << e.what() << std::endl;
  } catch (const std::out_of_range &e) {
    std::cout << "stoi(\"" << text << "\"): out_of_range: " << e.what() << std::endl;
  }
}

int main() {
  for (const char *t : {"12", "abc", "", "99999999999", "-2147483648", "2147483648", "+7", "  "})
    try_stoi(t);
  try {
    std::stoll("99999999999999999999");
  } catch (const std::out_of_range &e) {
    std::cout << "stoll: out_of_range: " << e.what() << std::endl;
  }
  try {
    std::stod("not a number");
  } catch (const std::invalid_argument &e) {
    std::cout << "stod: invalid_argument: " << e.what() << std::endl;
  }
  try {
    std::stoul("x1");
  } catch (const std::logic_error &e) {
    std::cout << "stoul caught as logic_error: " << e.what() << std::endl;
  }
  return 0;
}
