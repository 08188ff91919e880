// terminate_out_of_range: vector::at throws out_of_range and nothing
// catches it: libstdc++'s verbose terminate handler prints the type and
// what() on stderr and aborts (status 134); no destructor runs.
// STDLIB-SMOKE: also in the default run on every target (README.md).
#include <iostream>
#include <vector>

struct Noisy {
  ~Noisy() { std::cout << "~Noisy (on a normal return only)" << std::endl; }
};

static int lookup(const std::vector<int> &v, std::size_t i) {
  Noisy n;
  return v.at(i);
}

int main() {
  std::vector<int> v = {10, 20, 30};
  int last = lookup(v, 2);
  std::cout << "v.at(2) = " << last << std::endl;
  std::cout << "now v.at(3), which nothing catches" << std::endl;
  std::cout << lookup(v, 3) << std::endl;
  std::cout << "not reached" << std::endl;
  return 0;
}
