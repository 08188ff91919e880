// unordered_map: std::unordered_map and unordered_set: insert, lookup,
// erase, counting words; printed in sorted order (bucket order is the
// library's business).
#include <algorithm>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

int main() {
  std::unordered_map<std::string, int> counts;
  std::istringstream text("the quick brown fox jumps over the lazy dog the fox");
  for (std::string w; text >> w;) ++counts[w];
  std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
  std::sort(sorted.begin(), sorted.end());
  for (const auto &kv : sorted) std::cout << kv.first << ": " << kv.second << std::endl;
  std::cout << "distinct words: " << counts.size() << std::endl;
  std::cout << "count(\"fox\") = " << counts.count("fox") << ", count(\"cat\") = " << counts.count("cat") << std::endl;
  auto it = counts.find("lazy");
  if (it != counts.end()) std::cout << "found " << it->first << " -> " << it->second << std::endl;
  counts.erase("the");
  std::cout << "after erase: " << counts.size() << " words, has \"the\": " << counts.count("the") << std::endl;
  std::unordered_map<int, int> squares;
  for (int i = 0; i < 1000; ++i) squares[i] = i * i;
  long long sum = 0;
  for (const auto &kv : squares) sum += kv.second;
  std::cout << "1000 squares, sum " << sum << ", squares[31] = " << squares.at(31) << std::endl;
  std::unordered_set<int> seen;
  int dups = 0;
  for (int x : {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5}) {
    if (!seen.insert(x).second) ++dups;
  }
  std::cout << "unordered_set: " << seen.size() << " distinct, " << dups << " duplicates" << std::endl;
  return 0;
}
