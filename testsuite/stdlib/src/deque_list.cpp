// deque_list: std::deque at both ends, std::list splice/sort/unique/
// remove_if/reverse/merge, and a queue and stack on top of them.
#include <deque>
#include <iostream>
#include <list>
#include <queue>
#include <stack>
#include <string>

template <class C> static void show(const char *what, const C &c) {
  std::cout << what << ":";
  for (const auto &x : c) std::cout << ' ' << x;
  std::cout << std::endl;
}

int main() {
  std::deque<int> d;
  for (int i = 0; i < 5; ++i) {
    d.push_back(i);
    d.push_front(-i);
  }
  show("deque", d);
  d.pop_front();
  d.pop_back();
  std::cout << "after pops: front " << d.front() << " back " << d.back() << " d[3] " << d[3] << std::endl;
  for (int i = 0; i < 600; ++i) d.push_back(i);
  std::cout << "deque of " << d.size() << ", element 500 = " << d[500] << std::endl;

  std::list<int> l = {5, 3, 9, 3, 1, 9, 9, 7};
  show("list", l);
  l.sort();
  show("sorted", l);
  l.unique();
  show("unique", l);
  l.remove_if([](int x) { return x > 6; });
  show("remove_if > 6", l);
  std::list<int> other = {2, 4, 6};
  l.merge(other);
  show("merged", l);
  std::cout << "other is empty after merge: " << other.empty() << std::endl;
  std::list<int> tail = {100, 200};
  auto it = l.begin();
  std::advance(it, 2);
  l.splice(it, tail);
  show("splice at 2", l);
  l.reverse();
  show("reversed", l);

  std::queue<std::string> q;
  q.push("first");
  q.push("second");
  q.push("third");
  std::cout << "queue:";
  while (!q.empty()) {
    std::cout << ' ' << q.front();
    q.pop();
  }
  std::cout << std::endl;
  std::stack<int> st;
  for (int i = 1; i <= 4; ++i) st.push(i * 10);
  std::cout << "stack:";
  while (!st.empty()) {
    std::cout << ' ' << st.top();
    st.pop();
  }
  std::cout << std::endl;
  std::priority_queue<int> pq;
  for (int x : {4, 8, 1, 9, 3}) pq.push(x);
  std::cout << "priority_queue top: " << pq.top() << std::endl;
  return 0;
}
