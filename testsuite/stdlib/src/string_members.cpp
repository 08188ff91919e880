// string_members: the common std::string members: construction, append,
// insert, erase, replace, find/rfind/find_first_of, substr, compare,
// resize, c_str, iteration and comparison operators.
#include <algorithm>
#include <cstring>
#include <iostream>
#include <string>

int main() {
  std::string s = "Hello";
  s += ", ";
  s.append("world");
  s.push_back('!');
  std::cout << "built: " << s << " (length " << s.length() << ")" << std::endl;
  std::string copy(s, 7, 5);
  std::cout << "substring constructor: " << copy << std::endl;
  std::string repeated(5, '=');
  std::cout << "repeated: " << repeated << std::endl;
  s.insert(5, " there");
  std::cout << "insert: " << s << std::endl;
  s.erase(5, 6);
  std::cout << "erase: " << s << std::endl;
  s.replace(7, 5, "C++ library");
  std::cout << "replace: " << s << std::endl;
  std::cout << "find(\"C++\") = " << s.find("C++") << ", find('z') == npos: " << (s.find('z') == std::string::npos)
            << std::endl;
  std::cout << "rfind('l') = " << s.rfind('l') << ", find_first_of(\"aeiou\") = " << s.find_first_of("aeiou")
            << ", find_last_not_of(\"!\") = " << s.find_last_not_of("!") << std::endl;
  std::cout << "substr(7, 3) = " << s.substr(7, 3) << std::endl;
  std::cout << "compare: " << (std::string("abc").compare("abd") < 0) << ' ' << (std::string("b") > "a") << ' '
            << (s == s) << std::endl;
  std::cout << "front/back: " << s.front() << s.back() << ", at(1): " << s.at(1) << std::endl;
  std::string up = s;
  std::transform(up.begin(), up.end(), up.begin(), [](unsigned char c) { return char(std::toupper(c)); });
  std::cout << "upper: " << up << std::endl;
  std::string r(s.rbegin(), s.rend());
  std::cout << "reversed: " << r << std::endl;
  s.resize(5);
  std::cout << "resize(5): " << s << ", strlen(c_str()) = " << std::strlen(s.c_str()) << std::endl;
  s.resize(8, '.');
  std::cout << "resize(8, '.'): " << s << std::endl;
  std::string longer(100, 'x');
  longer += s;
  std::cout << "a long string of " << longer.size() << " ends with " << longer.substr(longer.size() - 8) << std::endl;
  s.clear();
  std::cout << "after clear: empty = " << s.empty() << ", size = " << s.size() << std::endl;
  std::string a = "swap-a", b = "swap-b";
  a.swap(b);
  std::cout << "swap: " << a << ' ' << b << std::endl;
  std::cout << "concatenation: " << (a + "+" + b + '!') << std::endl;
  return 0;
}
