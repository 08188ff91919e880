// vector_ops: std::vector: push_back, emplace_back, insert, erase,
// resize, iteration, a vector of strings and of vectors, and moves.
#include <iostream>
#include <string>
#include <vector>

template <class T> static void show(const char *what, const std::vector<T> &v) {
  std::cout << what << " (" << v.size() << "):";
  for (const auto &x : v) std::cout << ' ' << x;
  std::cout << std::endl;
}

int main() {
  std::vector<int> v;
  for (int i = 1; i <= 6; ++i) v.push_back(i * i);
  show("squares", v);
  v.insert(v.begin() + 2, 100);
  show("insert at 2", v);
  v.erase(v.begin());
  show("erase front", v);
  v.erase(v.begin() + 1, v.begin() + 3);
  show("erase [1,3)", v);
  v.resize(7, -1);
  show("resize(7, -1)", v);
  v.pop_back();
  std::cout << "front " << v.front() << ", back " << v.back() << ", v[2] " << v[2] << std::endl;
  std::vector<std::string> words;
  words.emplace_back("emplaced");
  words.emplace_back(3, 'z');
  words.push_back("pushed");
  show("strings", words);
  std::vector<std::vector<int>> grid(3, std::vector<int>(4, 0));
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c) grid[r][c] = r * 4 + c;
  for (const auto &row : grid) show("row", row);
  std::vector<int> moved = std::move(v);
  std::cout << "moved: " << moved.size() << " elements, source empty: " << v.empty() << std::endl;
  std::vector<int> big(1000);
  for (std::size_t i = 0; i < big.size(); ++i) big[i] = int(i);
  long long sum = 0;
  for (int x : big) sum += x;
  std::cout << "sum of 0..999 = " << sum << std::endl;
  big.clear();
  big.shrink_to_fit();
  std::cout << "cleared: size " << big.size() << std::endl;
  std::vector<bool> bits(10);
  bits[3] = bits[7] = true;
  std::cout << "vector<bool>:";
  for (bool b : bits) std::cout << b;
  std::cout << std::endl;
  return 0;
}
