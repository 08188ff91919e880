/* C half of c_cleanup_between (compiled as C with -fexceptions, linked into the
   same module with llvm-link): frames with __attribute__((cleanup)) variables,
   and one without, between C++ frames. Personality: __gcc_personality_v0
   (_sj0 under SJLJ, _seh0 on MinGW). */
int printf(const char *, ...);

typedef void (*callback_t)(int);

static void release(int *token)
{
	printf("C cleanup releases %d\n", *token);
}

void c_plain(int depth, callback_t cb)
{
	cb(depth);
}

void c_layer(int depth, callback_t cb)
{
	int token __attribute__((cleanup(release))) = depth;
	int other __attribute__((cleanup(release))) = depth * 10;
	printf("C layer %d enter\n", depth);
	c_plain(depth, cb);
	printf("C layer %d leave\n", depth);
}
