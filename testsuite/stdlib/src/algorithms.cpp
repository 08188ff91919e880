// algorithms: sort, stable_sort, partial_sort, nth_element, find_if,
// count_if, accumulate, transform, reverse, rotate, unique, binary_search,
// lower_bound, min/max_element, next_permutation, iota, partition,
// set_intersection, all_of/any_of.
#include <algorithm>
#include <functional>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

static void show(const char *what, const std::vector<int> &v) {
  std::cout << what << ":";
  for (int x : v) std::cout << ' ' << x;
  std::cout << std::endl;
}

int main() {
  std::vector<int> v = {31, 4, 15, 92, 65, 35, 89, 79, 32, 38, 46, 26, 43};
  show("input", v);
  std::vector<int> s = v;
  std::sort(s.begin(), s.end());
  show("sort", s);
  std::sort(s.begin(), s.end(), std::greater<int>());
  show("sort descending", s);
  std::vector<std::pair<int, std::string>> people = {{3, "c1"}, {1, "a1"}, {3, "c2"}, {2, "b1"}, {1, "a2"}};
  std::stable_sort(people.begin(), people.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  std::cout << "stable_sort:";
  for (const auto &p : people) std::cout << ' ' << p.second;
  std::cout << std::endl;
  std::vector<int> p = v;
  std::partial_sort(p.begin(), p.begin() + 3, p.end());
  std::cout << "three smallest: " << p[0] << ' ' << p[1] << ' ' << p[2] << std::endl;
  std::vector<int> n = v;
  std::nth_element(n.begin(), n.begin() + 6, n.end());
  std::cout << "median (nth_element 6): " << n[6] << std::endl;
  auto it = std::find_if(v.begin(), v.end(), [](int x) { return x > 80; });
  std::cout << "first > 80: " << *it << " at index " << (it - v.begin()) << std::endl;
  std::cout << "count_if even: " << std::count_if(v.begin(), v.end(), [](int x) { return x % 2 == 0; }) << std::endl;
  std::cout << "accumulate: " << std::accumulate(v.begin(), v.end(), 0) << std::endl;
  std::vector<int> t(v.size());
  std::transform(v.begin(), v.end(), t.begin(), [](int x) { return x % 10; });
  show("last digits", t);
  std::reverse(t.begin(), t.end());
  show("reversed", t);
  std::rotate(t.begin(), t.begin() + 3, t.end());
  show("rotated by 3", t);
  std::sort(t.begin(), t.end());
  t.erase(std::unique(t.begin(), t.end()), t.end());
  show("sorted unique", t);
  std::sort(s.begin(), s.end());
  std::cout << "binary_search 65: " << std::binary_search(s.begin(), s.end(), 65)
            << ", 66: " << std::binary_search(s.begin(), s.end(), 66) << std::endl;
  std::cout << "lower_bound 40 -> " << *std::lower_bound(s.begin(), s.end(), 40) << std::endl;
  auto mm = std::minmax_element(v.begin(), v.end());
  std::cout << "min " << *mm.first << ", max " << *mm.second << std::endl;
  std::vector<int> perm = {1, 2, 3};
  std::cout << "permutations:";
  do {
    std::cout << ' ' << perm[0] << perm[1] << perm[2];
  } while (std::next_permutation(perm.begin(), perm.end()));
  std::cout << std::endl;
  std::vector<int> seq(10);
  std::iota(seq.begin(), seq.end(), 1);
  std::stable_partition(seq.begin(), seq.end(), [](int x) { return x % 3 == 0; });
  show("stable_partition multiples of 3 first", seq);
  std::vector<int> a = {1, 3, 5, 7, 9}, b = {3, 4, 5, 6, 7}, both;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
  show("set_intersection", both);
  std::cout << "all_of > 0: " << std::all_of(v.begin(), v.end(), [](int x) { return x > 0; })
            << ", any_of == 92: " << std::any_of(v.begin(), v.end(), [](int x) { return x == 92; }) << std::endl;
  std::string word = "algorithm";
  std::sort(word.begin(), word.end());
  std::cout << "sorted letters: " << word << std::endl;
  std::vector<int> big(5000);
  for (int i = 0; i < 5000; ++i) big[i] = (i * 7919) % 5003;
  std::sort(big.begin(), big.end());
  std::cout << "5000 sorted: is_sorted " << std::is_sorted(big.begin(), big.end()) << ", first " << big.front()
            << ", last " << big.back() << std::endl;
  return 0;
}
