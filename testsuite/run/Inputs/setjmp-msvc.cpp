// MSVC x86_64: <setjmp.h> is not in Debian, so its declarations by hand
extern "C" int printf(const char *, ...);
extern "C" int _setjmp(void *env, void *frame) __attribute__((returns_twice));
extern "C" [[noreturn]] void longjmp(void *env, int val);
alignas(16) static char env[256];
static void jump(int v) { longjmp(env, v); }
void (*volatile jump_ptr)(int) = jump;
static void plain(int v) { jump_ptr(v); }
int main() {
	int r = _setjmp(env, __builtin_frame_address(0));
	printf("setjmp %d\n", r);
	if (r == 0)
		plain(1); /* no EH frame popped: as on Linux */
	if (r == 1) {
		try {
			throw 5;
		} catch (int e) {
			printf("caught %d\n", e);
			jump_ptr(2); /* out of the catch funclet */
		}
	}
	return 0;
}
