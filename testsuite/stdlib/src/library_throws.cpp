// library_throws: exceptions thrown by the library itself: vector::at,
// map::at, string::at, string::substr, vector::reserve, basic_string
// length, bitset, dynamic_cast to a reference, bad_weak_ptr.
// STDLIB-SMOKE: also in the default run on every target (README.md).
#include <bitset>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <vector>

struct Base {
  virtual ~Base() {}
};
struct Derived : Base {};
struct Other : Base {};

template <class F> static void attempt(const char *what, F f) {
  try {
    f();
    std::cout << what << ": no exception" << std::endl;
  } catch (const std::out_of_range &e) {
    std::cout << what << ": out_of_range: " << e.what() << std::endl;
  } catch (const std::length_error &e) {
    std::cout << what << ": length_error: " << e.what() << std::endl;
  } catch (const std::invalid_argument &e) {
    std::cout << what << ": invalid_argument: " << e.what() << std::endl;
  } catch (const std::exception &e) {
    std::cout << what << ": " << typeid(e).name() << ": " << e.what() << std::endl;
  }
}

int main() {
  std::vector<int> v = {1, 2, 3};
  std::map<std::string, int> m = {{"one", 1}};
  std::string s = "short";
  attempt("vector::at(1)", [&] { std::cout << "v.at(1) = " << v.at(1) << std::endl; });
  attempt("vector::at(10)", [&] { v.at(10) = 0; });
  attempt("map::at(\"one\")", [&] { std::cout << "m.at(\"one\") = " << m.at("one") << std::endl; });
  attempt("map::at(\"two\")", [&] { m.at("two"); });
  attempt("string::at(99)", [&] { s.at(99); });
  attempt("string::substr(10)", [&] { s.substr(10); });
  attempt("string::insert past end", [&] { s.insert(20, "x"); });
  attempt("vector::reserve(max_size() + 1)", [&] { v.reserve(v.max_size() + 1); });
  attempt("string::reserve(max_size() + 1)", [&] { s.reserve(s.max_size() + 1); });
  attempt("bitset(\"10x1\")", [] { std::bitset<4> b(std::string("10x1")); });
  attempt("bitset<4>::set(7)", [] { std::bitset<4> b; b.set(7); });
  attempt("bitset to_ulong fits", [] { std::cout << "bitset<8>(\"101\").to_ulong() = " << std::bitset<8>("101").to_ulong() << std::endl; });
  Derived d;
  Base &b = d;
  attempt("dynamic_cast<Derived&>", [&] { (void)dynamic_cast<Derived &>(b); });
  attempt("dynamic_cast<Other&>", [&] { (void)dynamic_cast<Other &>(b); });
  attempt("shared_ptr from expired weak_ptr", [] {
    std::weak_ptr<int> w;
    { auto sp = std::make_shared<int>(1); w = sp; }
    std::shared_ptr<int> again(w);
  });
  return 0;
}
