// Personality ground truth: clang picks the target's default C++
// personality for any function with a try/catch.
void g();
void f() { try { g(); } catch (...) {} }
