// bank_accounts: RAII transactions that roll back when an exception
// unwinds through them, a program-defined exception hierarchy, shared
// accounts through shared_ptr, and an audit log in a deque.
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

struct BankError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct InsufficientFunds : BankError {
  InsufficientFunds(const std::string &who, long long need)
      : BankError(who + " lacks " + std::to_string(need) + " cents") {}
};
struct FrozenAccount : BankError {
  explicit FrozenAccount(const std::string &who) : BankError(who + " is frozen") {}
};

struct Account {
  std::string owner;
  long long cents;
  bool frozen = false;
};

static std::deque<std::string> audit;

class Transaction {
  std::map<Account *, long long> saved_;
  bool committed_ = false;
public:
  void touch(Account &a) { saved_.emplace(&a, a.cents); }
  void commit() { committed_ = true; }
  ~Transaction() {
    if (committed_) return;
    for (auto &kv : saved_) kv.first->cents = kv.second;
    audit.push_back("rolled back " + std::to_string(saved_.size()) + " account(s)");
  }
};

static void transfer(Account &from, Account &to, long long cents) {
  Transaction t;
  t.touch(from);
  t.touch(to);
  from.cents -= cents;
  if (from.cents < 0) throw InsufficientFunds(from.owner, -from.cents);
  if (to.frozen) throw FrozenAccount(to.owner);
  to.cents += cents;
  t.commit();
  audit.push_back(from.owner + " -> " + to.owner + ": " + std::to_string(cents));
}

int main() {
  auto alice = std::make_shared<Account>(Account{"alice", 10000});
  auto bob = std::make_shared<Account>(Account{"bob", 2500});
  auto carol = std::make_shared<Account>(Account{"carol", 0, true});
  std::map<std::string, std::shared_ptr<Account>> byName = {{"alice", alice}, {"bob", bob}, {"carol", carol}};
  struct Step {
    const char *from, *to;
    long long cents;
  } steps[] = {{"alice", "bob", 3000}, {"bob", "alice", 9000}, {"alice", "carol", 100}, {"bob", "dave", 1},
               {"bob", "alice", 5500}};
  for (const auto &s : steps) {
    try {
      transfer(*byName.at(s.from), *byName.at(s.to), s.cents);
      std::cout << "ok: " << s.from << " -> " << s.to << " " << s.cents << std::endl;
    } catch (const InsufficientFunds &e) {
      std::cout << "refused (funds): " << e.what() << std::endl;
    } catch (const BankError &e) {
      std::cout << "refused (bank): " << e.what() << std::endl;
    } catch (const std::out_of_range &e) {
      std::cout << "no such account: " << s.to << std::endl;
    }
  }
  for (const auto &kv : byName)
    std::cout << kv.first << ": " << kv.second->cents / 100 << "." << (kv.second->cents % 100 < 10 ? "0" : "")
              << kv.second->cents % 100 << " (shared by " << kv.second.use_count() << ")" << std::endl;
  std::cout << "audit log:" << std::endl;
  for (const auto &line : audit) std::cout << "  " << line << std::endl;
  return 0;
}
