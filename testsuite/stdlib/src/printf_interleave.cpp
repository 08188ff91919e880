// printf_interleave: std::cout synchronised with C stdio (the default):
// printf, puts, putchar and fputs(stderr) interleave in program order.
#include <cstdio>
#include <iostream>

int main() {
  std::printf("1 printf\n");
  std::cout << "2 cout" << '\n';
  std::puts("3 puts");
  std::cout << "4 cout, no newline; ";
  std::printf("5 printf on the same line\n");
  std::putchar('6');
  std::cout << " cout after putchar" << std::endl;
  for (int i = 7; i <= 10; ++i) {
    if (i % 2) std::printf("%d printf %s\n", i, "odd");
    else std::cout << i << " cout even\n";
  }
  std::fputs("stderr via fputs\n", stderr);
  std::cerr << "stderr via cerr\n";
  std::fprintf(stderr, "stderr via fprintf %d\n", 3);
  std::cout << "done" << std::endl;
  return 0;
}
