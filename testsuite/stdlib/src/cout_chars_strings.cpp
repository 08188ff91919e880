// cout_chars_strings: char, C string, std::string and string_view output,
// put/write, and character arithmetic.
#include <iostream>
#include <string>
#include <string_view>

int main() {
  char c = 'x';
  std::cout << "char: " << c << ", next: " << static_cast<char>(c + 1) << ", code: " << int(c) << std::endl;
  const char *cstr = "a C string";
  std::cout << "C string: " << cstr << std::endl;
  std::string s = "a std::string";
  std::cout << "std::string: " << s << " (size " << s.size() << ")" << std::endl;
  std::string_view sv = "a string_view over a longer literal";
  std::cout << "string_view: " << sv.substr(0, 13) << std::endl;
  std::cout.put('P').put('u').put('t').put('\n');
  std::cout.write("write() of 9 bytes, not more", 9) << std::endl;
  for (char ch = 'a'; ch <= 'e'; ++ch) std::cout << ch << static_cast<char>(ch - 'a' + 'A');
  std::cout << std::endl;
  std::cout << "escaped: tab[\t] quote[\"] backslash[\\]" << std::endl;
  std::string empty;
  std::cout << "empty string: [" << empty << "]" << std::endl;
  return 0;
}
