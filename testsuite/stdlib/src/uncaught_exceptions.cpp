// uncaught_exceptions: std::uncaught_exceptions() seen from destructors
// during normal exit, during unwinding, and inside a handler; a
// destructor that throws and catches while another exception is in flight.
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>

struct Guard {
  std::string name;
  int at_start;
  explicit Guard(std::string n) : name(std::move(n)), at_start(std::uncaught_exceptions()) {}
  ~Guard() {
    int now = std::uncaught_exceptions();
    std::cout << "~" << name << ": uncaught_exceptions " << now << (now > at_start ? " (unwinding)" : " (normal exit)")
              << std::endl;
  }
};

struct Cleaner {
  ~Cleaner() {
    std::cout << "~Cleaner: in flight " << std::uncaught_exceptions() << std::endl;
    try {
      throw std::runtime_error("inside a destructor");
    } catch (const std::exception &e) {
      std::cout << "~Cleaner caught its own: " << e.what() << ", in flight " << std::uncaught_exceptions()
                << std::endl;
    }
  }
};

static void work(bool fail) {
  Guard g(fail ? "failing work" : "good work");
  if (fail) throw std::runtime_error("work failed");
}

int main() {
  std::cout << "at start: " << std::uncaught_exceptions() << std::endl;
  work(false);
  try {
    work(true);
  } catch (const std::exception &e) {
    std::cout << "handler: " << e.what() << ", uncaught_exceptions " << std::uncaught_exceptions() << std::endl;
    Guard inside("guard in handler");
  }
  try {
    Cleaner c;
    Guard g("outer guard");
    throw 1;
  } catch (int) {
    std::cout << "caught int" << std::endl;
  }
  std::cout << "at end: " << std::uncaught_exceptions() << std::endl;
  return 0;
}
