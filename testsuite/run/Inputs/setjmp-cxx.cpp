#include <setjmp.h>
#include <stdio.h>
#include <exception>
static jmp_buf env;
struct Noisy {
	int id;
	~Noisy() { printf("~Noisy %d\n", id); }
};
struct Jumper {
	~Jumper() {
		printf("~Jumper jumps (uncaught %d)\n", std::uncaught_exceptions());
		longjmp(env, 3);
	}
};
static void skip_dtors() { Noisy n{1}; longjmp(env, 1); }
static void from_catch() {
	try { throw 5; } catch (int e) { printf("caught %d\n", e); longjmp(env, 2); }
}
static void from_cleanup() { Jumper j; Noisy n{2}; throw 7; }
int main() {
	int r = setjmp(env);
	printf("setjmp %d uncaught %d current %s\n", r, std::uncaught_exceptions(), std::current_exception() ? "yes" : "no");
	if (r == 0)
		skip_dtors();
	else if (r == 1)
		from_catch();
	else if (r == 2) {
		try { throw; } catch (int e) { printf("rethrown %d\n", e); }
		printf("after rethrow: current %s\n", std::current_exception() ? "yes" : "no");
		try { from_cleanup(); } catch (int e) { printf("not reached %d\n", e); }
	}
	try { throw 9; } catch (int e) { printf("later throw %d caught, uncaught %d\n", e, std::uncaught_exceptions()); }
	return 0;
}
