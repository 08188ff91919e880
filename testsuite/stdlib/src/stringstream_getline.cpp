// stringstream_getline: ostringstream formatting, istringstream parsing
// of numbers and words, getline with the default and a custom delimiter,
// stream state after a failed extraction.
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

int main() {
  std::ostringstream out;
  out << "x=" << 12 << ", y=" << std::fixed << std::setprecision(3) << 0.5 << ", hex=" << std::hex << 255;
  std::cout << "ostringstream: " << out.str() << std::endl;

  std::istringstream in("42 3.25 word -7");
  int a = 0, d = 0;
  double b = 0;
  std::string c;
  in >> a >> b >> c >> d;
  std::cout << "parsed: " << a << " | " << b << " | " << c << " | " << d << std::endl;

  std::istringstream lines("first line\nsecond line\n\nfourth after an empty one");
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) std::cout << "line " << ++n << ": [" << line << "]" << std::endl;

  std::istringstream fields("alpha;beta;;gamma");
  std::vector<std::string> parts;
  for (std::string f; std::getline(fields, f, ';');) parts.push_back(f);
  std::cout << parts.size() << " fields:";
  for (const auto &p : parts) std::cout << " <" << p << ">";
  std::cout << std::endl;

  std::istringstream bad("12 abc 34");
  int x = 0, y = 0;
  bad >> x >> y;
  std::cout << "after reading 12 then 'abc' as int: x=" << x << " y=" << y << " fail=" << bad.fail() << std::endl;
  bad.clear();
  std::string skip;
  bad >> skip >> y;
  std::cout << "after clear, skipped '" << skip << "', y=" << y << ", eof=" << bad.eof() << std::endl;

  std::stringstream both;
  both << 1 << ' ' << 2 << ' ' << 3;
  int sum = 0;
  for (int v; both >> v;) sum += v;
  std::cout << "stringstream round trip sum = " << sum << std::endl;
  std::ostringstream words;
  for (const char *w : {"join", "these", "words"}) words << (words.tellp() > 0 ? "-" : "") << w;
  std::cout << "joined: " << words.str() << std::endl;
  return 0;
}
