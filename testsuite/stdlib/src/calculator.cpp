// calculator: a recursive-descent expression evaluator over strings;
// syntax errors and division by zero are exceptions caught per line.
#include <cctype>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

class Parser {
  std::string s_;
  std::size_t i_ = 0;
  void skip() {
    while (i_ < s_.size() && s_[i_] == ' ') ++i_;
  }
  long long number() {
    skip();
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_])))
      throw std::invalid_argument("expected a number at column " + std::to_string(i_ + 1));
    std::size_t used = 0;
    long long v = std::stoll(s_.substr(i_), &used);
    i_ += used;
    return v;
  }
  long long factor() {
    skip();
    if (i_ < s_.size() && s_[i_] == '(') {
      ++i_;
      long long v = expr();
      skip();
      if (i_ >= s_.size() || s_[i_] != ')') throw std::invalid_argument("missing ')'");
      ++i_;
      return v;
    }
    if (i_ < s_.size() && s_[i_] == '-') {
      ++i_;
      return -factor();
    }
    return number();
  }
  long long term() {
    long long v = factor();
    for (skip(); i_ < s_.size() && (s_[i_] == '*' || s_[i_] == '/' || s_[i_] == '%'); skip()) {
      char op = s_[i_++];
      long long r = factor();
      if (op != '*' && r == 0) throw std::domain_error("division by zero");
      v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
    return v;
  }
  long long expr() {
    long long v = term();
    for (skip(); i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-'); skip()) {
      char op = s_[i_++];
      long long r = term();
      v = op == '+' ? v + r : v - r;
    }
    return v;
  }

public:
  explicit Parser(std::string s) : s_(std::move(s)) {}
  long long parse() {
    long long v = expr();
    skip();
    if (i_ != s_.size()) throw std::invalid_argument("unexpected '" + std::string(1, s_[i_]) + "'");
    return v;
  }
};

int main() {
  std::vector<std::string> inputs = {"1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 4", "-(4 - 10) * 2",
                                     "2 * (3 + 4) * (5 - 1)", "8 / (4 - 4)", "3 + * 4", "(1 + 2",
                                     "12 $ 3", "99999999999999999999 + 1", "1234567 * 7654321"};
  int ok = 0, bad = 0;
  for (const auto &in : inputs) {
    try {
      long long v = Parser(in).parse();
      std::cout << in << " = " << v << std::endl;
      ++ok;
    } catch (const std::domain_error &e) {
      std::cout << in << ": math error: " << e.what() << std::endl;
      ++bad;
    } catch (const std::invalid_argument &e) {
      std::cout << in << ": syntax error: " << e.what() << std::endl;
      ++bad;
    } catch (const std::out_of_range &e) {
      std::cout << in << ": number too large (" << e.what() << ")" << std::endl;
      ++bad;
    }
  }
  std::cout << ok << " evaluated, " << bad << " rejected" << std::endl;
  return 0;
}
