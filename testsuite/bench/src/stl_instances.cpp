// The second input of bench-parse.sh: real library code rather than
// gen_big_cpp.py's shapes.  Explicit instantiations of the standard
// containers make clang emit every member of them (libstdc++'s own
// templates: allocators, iterators, hash tables, red-black trees, with
// their exception paths), and main pulls in <regex> and the streams.
// Compiled by clang++ -std=c++17 -O0 -g it gives a module of about 35 MB.
#include <bits/stdc++.h>

#define INSTANTIATE(T)                                                                    \
	template class std::vector<T>;                                                    \
	template class std::deque<T>;                                                     \
	template class std::list<T>;                                                      \
	template class std::set<T>;                                                       \
	template class std::map<T, std::string>;                                          \
	template class std::unordered_map<T, std::vector<T>>;                             \
	template class std::unordered_set<T>;                                             \
	template class std::optional<T>;                                                  \
	template class std::multimap<std::string, T>;

INSTANTIATE(int)
INSTANTIATE(std::string)

int
main()
{
	std::map<std::string, int> m;
	m["a"] = 1;
	std::vector<int> v{3, 1, 2};
	std::sort(v.begin(), v.end());
	std::regex re("a+b");
	std::cout << std::regex_match("aab", re) << m.size() << v[0] << std::endl;
	std::ostringstream os;
	os << std::setw(5) << 3.5;
	std::cout << os.str() << '\n';
}
