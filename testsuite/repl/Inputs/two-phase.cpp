// A two-phase search in C++: phase 1 asks every frame (the Guard's frame
// only has a cleanup), then phase 2 runs the cleanup and lands in main's
// handler.  two-phase.ll is this file compiled by gen.sh.
#include <cstdio>

struct Guard {
	~Guard() { std::puts("~Guard"); }
};

void thrower(int v) { throw v; }

void middle(int v) {
	Guard g;
	thrower(v);
}

int main() {
	try {
		middle(42);
	} catch (const char *) {
		std::puts("char*");
	} catch (int e) {
		std::printf("caught %d\n", e);
	}
	return 0;
}
