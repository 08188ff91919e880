// optional_variant: std::optional (value_or, has_value, reset,
// bad_optional_access) and std::variant (index, get, get_if, visit,
// holds_alternative, bad_variant_access).
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

static std::optional<int> parse_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  return std::nullopt;
}

struct Printer {
  void operator()(int i) const { std::cout << "int " << i; }
  void operator()(double d) const { std::cout << "double " << d; }
  void operator()(const std::string &s) const { std::cout << "string \"" << s << "\""; }
};

int main() {
  for (char c : {'7', 'x'}) {
    auto d = parse_digit(c);
    std::cout << "parse_digit('" << c << "'): has_value " << d.has_value() << ", value_or(-1) " << d.value_or(-1)
              << std::endl;
  }
  std::optional<std::string> name = "optional string";
  std::cout << *name << ", size via -> " << name->size() << std::endl;
  name.reset();
  try {
    std::cout << name.value() << std::endl;
  } catch (const std::bad_optional_access &e) {
    std::cout << "value() of an empty optional: bad_optional_access: " << e.what() << std::endl;
  }
  std::vector<std::variant<int, double, std::string>> items = {1, 2.5, std::string("three"), 4};
  for (const auto &v : items) {
    std::cout << "index " << v.index() << ": ";
    std::visit(Printer{}, v);
    std::cout << std::endl;
  }
  std::variant<int, std::string> v = 10;
  std::cout << "holds int: " << std::holds_alternative<int>(v) << ", get<int> = " << std::get<int>(v) << std::endl;
  v = std::string("now a string");
  if (auto p = std::get_if<std::string>(&v)) std::cout << "get_if<string>: " << *p << std::endl;
  std::cout << "get_if<int> is null: " << (std::get_if<int>(&v) == nullptr) << std::endl;
  try {
    std::cout << std::get<int>(v) << std::endl;
  } catch (const std::bad_variant_access &e) {
    std::cout << "get<int> of a string: bad_variant_access: " << e.what() << std::endl;
  }
  int total = 0;
  for (const auto &item : items)
    total += std::visit([](const auto &x) -> int {
      using T = std::decay_t<decltype(x)>;
      if constexpr (std::is_same_v<T, std::string>) return int(x.size());
      else return int(x);
    }, item);
  std::cout << "visit with a generic lambda, total " << total << std::endl;
  return 0;
}
