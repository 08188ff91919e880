// smart_pointers: unique_ptr (make_unique, move, reset, release, a custom
// deleter, arrays) and shared_ptr/weak_ptr (use_count, lock, expired),
// with destructors that say when they run.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

struct Tracer {
  std::string name;
  explicit Tracer(std::string n) : name(std::move(n)) { std::cout << "  construct " << name << std::endl; }
  ~Tracer() { std::cout << "  destroy " << name << std::endl; }
};

struct Closer {
  void operator()(Tracer *t) const {
    std::cout << "  custom deleter for " << t->name << std::endl;
    delete t;
  }
};

int main() {
  std::cout << "unique_ptr scope:" << std::endl;
  {
    auto a = std::make_unique<Tracer>("a");
    auto b = std::move(a);
    std::cout << "  a is null after move: " << (a == nullptr) << ", b holds " << b->name << std::endl;
    b.reset(new Tracer("a2"));
    std::cout << "  leaving scope" << std::endl;
  }
  std::cout << "release:" << std::endl;
  Tracer *raw = std::make_unique<Tracer>("r").release();
  delete raw;
  std::cout << "custom deleter:" << std::endl;
  { std::unique_ptr<Tracer, Closer> c(new Tracer("c")); }
  std::cout << "unique_ptr<int[]>:" << std::endl;
  auto arr = std::make_unique<int[]>(5);
  for (int i = 0; i < 5; ++i) arr[i] = i * 3;
  std::cout << "  arr[4] = " << arr[4] << std::endl;
  std::cout << "shared_ptr:" << std::endl;
  std::weak_ptr<Tracer> w;
  {
    auto s1 = std::make_shared<Tracer>("s");
    w = s1;
    std::cout << "  use_count " << s1.use_count() << std::endl;
    {
      std::shared_ptr<Tracer> s2 = s1;
      std::cout << "  use_count with a copy " << s1.use_count() << std::endl;
      if (auto locked = w.lock()) std::cout << "  weak lock sees " << locked->name << std::endl;
    }
    std::cout << "  use_count after the copy is gone " << s1.use_count() << ", expired " << w.expired() << std::endl;
  }
  std::cout << "  after scope: expired " << w.expired() << ", lock is null " << (w.lock() == nullptr) << std::endl;
  std::cout << "vector of shared_ptr:" << std::endl;
  {
    std::vector<std::shared_ptr<Tracer>> v;
    auto shared = std::make_shared<Tracer>("v");
    for (int i = 0; i < 3; ++i) v.push_back(shared);
    std::cout << "  use_count " << shared.use_count() << std::endl;
    shared.reset();
    v.pop_back();
    std::cout << "  use_count " << v[0].use_count() << std::endl;
    v.clear();
    std::cout << "  cleared" << std::endl;
  }
  std::cout << "end of main" << std::endl;
  return 0;
}
