// function_lambda: std::function holding lambdas, function pointers,
// functors and std::bind; captures by value and reference; an empty
// std::function throws bad_function_call.
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

static int twice(int x) { return 2 * x; }
struct AddN {
  int n;
  int operator()(int x) const { return x + n; }
};

int main() {
  std::vector<std::pair<std::string, std::function<int(int)>>> ops;
  int bias = 100;
  ops.emplace_back("function pointer", twice);
  ops.emplace_back("functor", AddN{5});
  ops.emplace_back("lambda by value", [bias](int x) { return x + bias; });
  ops.emplace_back("lambda by reference", [&bias](int x) { return x * bias; });
  ops.emplace_back("bind", std::bind(std::multiplies<int>(), std::placeholders::_1, 7));
  bias = 3;
  for (const auto &op : ops) std::cout << op.first << "(10) = " << op.second(10) << std::endl;
  std::map<char, std::function<double(double, double)>> calc = {
      {'+', std::plus<double>()}, {'-', std::minus<double>()}, {'*', [](double a, double b) { return a * b; }}};
  for (char c : {'+', '-', '*'}) std::cout << "8 " << c << " 2 = " << calc[c](8, 2) << std::endl;
  int counter = 0;
  std::function<void()> inc = [&counter] { ++counter; };
  for (int i = 0; i < 5; ++i) inc();
  std::cout << "counter after 5 calls: " << counter << std::endl;
  std::function<int(int)> fact = [&fact](int n) { return n <= 1 ? 1 : n * fact(n - 1); };
  std::cout << "recursive factorial(10) = " << fact(10) << std::endl;
  std::function<int(int)> empty;
  std::cout << "empty function is false: " << !empty << std::endl;
  try {
    empty(1);
  } catch (const std::bad_function_call &e) {
    std::cout << "calling it throws bad_function_call: " << e.what() << std::endl;
  }
  auto compose = [](std::function<int(int)> f, std::function<int(int)> g) {
    return [f, g](int x) { return f(g(x)); };
  };
  std::cout << "compose(twice, +5)(1) = " << compose(twice, AddN{5})(1) << std::endl;
  return 0;
}
