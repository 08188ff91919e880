// terminate_explicit: std::terminate() called with no exception active,
// and std::abort's status; stdout written before is flushed by endl.
#include <exception>
#include <iostream>
#include <map>
#include <string>

int main() {
  std::map<std::string, int> state = {{"step", 1}};
  std::cout << "state step = " << state["step"] << std::endl;
  std::cout << "calling std::terminate() directly" << std::endl;
  std::terminate();
}
