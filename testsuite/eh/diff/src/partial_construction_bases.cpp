// base-class subobjects: when the second base's (or a member's) constructor throws, the constructed bases are destroyed in reverse order, including a virtual base built first
extern "C" int printf(const char *, ...);

static int fail_at;

struct Part {
	int id;
	explicit Part(int i) : id(i)
	{
		printf("Part(%d)\n", id);
		if (id == fail_at)
			throw id;
	}
	~Part() { printf("~Part(%d)\n", id); }
};
struct VB : Part { VB() : Part(1) {} };
struct B1 : virtual VB, Part { B1() : Part(2) {} };
struct B2 : virtual VB, Part { B2() : Part(3) {} };
struct Top : B1, B2 {
	Part member;
	Top() : member(4) { printf("Top body\n"); }
	~Top() { printf("~Top\n"); }
};

int main()
{
	for (int f = 1; f <= 5; f++) {
		fail_at = f;
		printf("-- fail at %d\n", f);
		try {
			Top t;
			printf("built\n");
		} catch (int v) {
			printf("caught %d\n", v);
		}
	}
	return 0;
}
