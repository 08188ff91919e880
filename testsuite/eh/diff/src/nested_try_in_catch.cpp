// a try block inside a handler: a second exception is thrown and caught while the first is being handled; the first is still current afterwards (`throw;` rethrows it), each destroyed at the end of its own handler
extern "C" int printf(const char *, ...);

struct E {
	int v;
	explicit E(int v_) : v(v_) { printf("E(%d)\n", v); }
	~E() { printf("~E(%d)\n", v); }
};

int main()
{
	try {
		try {
			throw E(1);
		} catch (E &outer) {
			printf("handling %d\n", outer.v);
			try {
				throw E(2);
			} catch (E &inner) {
				printf("nested handling %d while %d\n", inner.v, outer.v);
				try {
					throw 3;
				} catch (int i) {
					printf("third level %d\n", i);
				}
				printf("leaving nested\n");
			}
			printf("back in first handler %d, rethrow\n", outer.v);
			throw;
		}
	} catch (E &again) {
		printf("rethrown %d\n", again.v);
	}
	printf("end\n");
	return 0;
}
