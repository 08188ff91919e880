// graph_paths: breadth-first search and Dijkstra over an adjacency list
// (vector of vectors of pairs), with a priority_queue, a set of visited
// nodes and path reconstruction.
#include <climits>
#include <functional>
#include <iostream>
#include <queue>
#include <set>
#include <string>
#include <utility>
#include <vector>

int main() {
  const std::vector<std::string> names = {"A", "B", "C", "D", "E", "F"};
  std::vector<std::vector<std::pair<int, int>>> adj(6);
  auto edge = [&](int a, int b, int w) {
    adj[a].push_back({b, w});
    adj[b].push_back({a, w});
  };
  edge(0, 1, 7); edge(0, 2, 9); edge(0, 5, 14); edge(1, 2, 10); edge(1, 3, 15);
  edge(2, 3, 11); edge(2, 5, 2); edge(3, 4, 6); edge(4, 5, 9);

  std::vector<int> hops(6, -1);
  std::queue<int> q;
  std::set<int> visited = {0};
  hops[0] = 0;
  q.push(0);
  while (!q.empty()) {
    int u = q.front();
    q.pop();
    for (auto [v, w] : adj[u]) {
      (void)w;
      if (visited.insert(v).second) {
        hops[v] = hops[u] + 1;
        q.push(v);
      }
    }
  }
  std::cout << "BFS hops from A:";
  for (int i = 0; i < 6; ++i) std::cout << ' ' << names[i] << '=' << hops[i];
  std::cout << std::endl;

  std::vector<int> dist(6, INT_MAX), prev(6, -1);
  std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<>> pq;
  dist[0] = 0;
  pq.push({0, 0});
  while (!pq.empty()) {
    auto [d, u] = pq.top();
    pq.pop();
    if (d > dist[u]) continue;
    for (auto [v, w] : adj[u])
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        prev[v] = u;
        pq.push({dist[v], v});
      }
  }
  for (int t = 1; t < 6; ++t) {
    std::string path;
    for (int v = t; v != -1; v = prev[v]) path = names[v] + (path.empty() ? "" : " -> ") + path;
    std::cout << "shortest A to " << names[t] << ": " << dist[t] << " via " << path << std::endl;
  }
  return 0;
}
