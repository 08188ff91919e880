// inventory: a small stock-keeping program: a class around a std::map,
// orders that may fail with program-defined exceptions derived from
// std::runtime_error, and a formatted report.
#include <iomanip>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

class OutOfStock : public std::runtime_error {
public:
  OutOfStock(const std::string &item, int wanted, int have)
      : std::runtime_error("out of stock: " + item + " (wanted " + std::to_string(wanted) + ", have " +
                           std::to_string(have) + ")") {}
};

class Inventory {
  struct Entry {
    int count;
    double price;
  };
  std::map<std::string, Entry> items_;

public:
  void add(const std::string &name, int count, double price) {
    if (count <= 0) throw std::invalid_argument("count must be positive for " + name);
    auto &e = items_[name];
    e.count += count;
    e.price = price;
  }
  double order(const std::string &name, int count) {
    auto &e = items_.at(name);
    if (e.count < count) throw OutOfStock(name, count, e.count);
    e.count -= count;
    return count * e.price;
  }
  void report(std::ostream &os) const {
    os << std::left << std::setw(10) << "item" << std::right << std::setw(6) << "count" << std::setw(10) << "value"
       << '\n';
    double total = 0;
    for (const auto &kv : items_) {
      double value = kv.second.count * kv.second.price;
      total += value;
      os << std::left << std::setw(10) << kv.first << std::right << std::setw(6) << kv.second.count << std::setw(10)
         << std::fixed << std::setprecision(2) << value << '\n';
    }
    os << "total value " << total << std::endl;
  }
};

int main() {
  Inventory inv;
  inv.add("bolts", 500, 0.05);
  inv.add("nuts", 300, 0.04);
  inv.add("gears", 12, 7.5);
  try {
    inv.add("springs", 0, 1.0);
  } catch (const std::invalid_argument &e) {
    std::cout << "rejected: " << e.what() << std::endl;
  }
  struct Order {
    const char *item;
    int count;
  };
  std::vector<Order> orders = {{"bolts", 120}, {"gears", 20}, {"washers", 5}, {"nuts", 300}, {"gears", 12}};
  double revenue = 0;
  for (const auto &o : orders) {
    try {
      double cost = inv.order(o.item, o.count);
      revenue += cost;
      std::cout << "order " << o.count << " " << o.item << ": " << std::fixed << std::setprecision(2) << cost
                << std::endl;
    } catch (const OutOfStock &e) {
      std::cout << "failed: " << e.what() << std::endl;
    } catch (const std::out_of_range &e) {
      std::cout << "unknown item " << o.item << " (" << e.what() << ")" << std::endl;
    }
  }
  std::cout << "revenue " << revenue << std::endl;
  inv.report(std::cout);
  return 0;
}
