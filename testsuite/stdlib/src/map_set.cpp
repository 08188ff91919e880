// map_set: std::map (insert, operator[], find, erase, lower_bound,
// ordered iteration), std::multimap, std::set and std::multiset.
#include <iostream>
#include <map>
#include <set>
#include <string>

int main() {
  std::map<std::string, int> ages;
  ages["carol"] = 41;
  ages["alice"] = 30;
  ages.insert({"bob", 25});
  ages.emplace("dave", 19);
  auto res = ages.insert({"alice", 99});
  std::cout << "second insert of alice took place: " << res.second << ", value stays " << res.first->second
            << std::endl;
  for (const auto &kv : ages) std::cout << kv.first << " is " << kv.second << std::endl;
  std::cout << "find(bob): " << (ages.find("bob") != ages.end()) << ", count(zed): " << ages.count("zed") << std::endl;
  ages.erase("bob");
  std::cout << "after erase, size " << ages.size() << ", first key " << ages.begin()->first << std::endl;
  auto lb = ages.lower_bound("c");
  std::cout << "lower_bound(\"c\") = " << lb->first << std::endl;
  std::map<int, std::string, std::greater<int>> desc = {{1, "one"}, {3, "three"}, {2, "two"}};
  std::cout << "descending:";
  for (const auto &kv : desc) std::cout << ' ' << kv.first << '=' << kv.second;
  std::cout << std::endl;
  std::multimap<std::string, int> scores = {{"x", 1}, {"y", 2}, {"x", 3}};
  auto range = scores.equal_range("x");
  std::cout << "multimap x:";
  for (auto i = range.first; i != range.second; ++i) std::cout << ' ' << i->second;
  std::cout << std::endl;
  std::set<int> s = {5, 1, 4, 1, 5, 9, 2, 6};
  std::cout << "set:";
  for (int x : s) std::cout << ' ' << x;
  std::cout << " (size " << s.size() << ")" << std::endl;
  s.erase(4);
  std::cout << "contains 4 after erase: " << s.count(4) << ", upper_bound(5) = " << *s.upper_bound(5) << std::endl;
  std::multiset<char> letters;
  for (char c : std::string("mississippi")) letters.insert(c);
  std::cout << "multiset counts: i=" << letters.count('i') << " s=" << letters.count('s') << " p=" << letters.count('p')
            << std::endl;
  std::map<int, int> big;
  for (int i = 0; i < 200; ++i) big[(i * 37) % 200] = i;
  std::cout << "map of " << big.size() << ", first " << big.begin()->first << "->" << big.begin()->second << ", last "
            << big.rbegin()->first << "->" << big.rbegin()->second << std::endl;
  return 0;
}
