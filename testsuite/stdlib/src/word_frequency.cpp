// word_frequency: text processing: split a text into lower-case words
// with stringstream, count them in a map, rank them with a sorted vector
// of pairs, and print a histogram with setw.
#include <algorithm>
#include <cctype>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

static const char *TEXT =
    "It was the best of times, it was the worst of times, it was the age of wisdom,\n"
    "it was the age of foolishness, it was the epoch of belief, it was the epoch of\n"
    "incredulity, it was the season of Light, it was the season of Darkness.\n";

int main() {
  std::map<std::string, int> freq;
  std::istringstream in(TEXT);
  std::string line;
  int lines = 0, words = 0;
  while (std::getline(in, line)) {
    ++lines;
    for (char &c : line)
      c = std::isalpha(static_cast<unsigned char>(c)) ? char(std::tolower(static_cast<unsigned char>(c))) : ' ';
    std::istringstream ws(line);
    for (std::string w; ws >> w;) {
      ++freq[w];
      ++words;
    }
  }
  std::cout << lines << " lines, " << words << " words, " << freq.size() << " distinct" << std::endl;
  std::vector<std::pair<std::string, int>> ranked(freq.begin(), freq.end());
  std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  for (std::size_t i = 0; i < 6 && i < ranked.size(); ++i)
    std::cout << std::setw(2) << i + 1 << ". " << std::left << std::setw(8) << ranked[i].first << std::right
              << std::setw(3) << ranked[i].second << ' ' << std::string(ranked[i].second, '#') << std::endl;
  auto longest = std::max_element(freq.begin(), freq.end(),
                                  [](const auto &a, const auto &b) { return a.first.size() < b.first.size(); });
  std::cout << "longest word: " << longest->first << " (" << longest->first.size() << " letters)" << std::endl;
  std::string once;
  for (const auto &kv : freq)
    if (kv.second == 1) once += (once.empty() ? "" : ", ") + kv.first;
  std::cout << "words seen once: " << once << std::endl;
  return 0;
}
