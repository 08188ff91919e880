/* pthreads for one thread: mutexes of each type (static initialisers
 * and pthread_mutex_init), trylock, errors glibc returns, pthread_once,
 * thread-specific keys, pthread_self. */
/* LIBC-GEN: clang14 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

static pthread_mutex_t normal = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t recursive = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static pthread_mutex_t checked = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int once_runs;

static void init_once(void)
{
	once_runs++;
}

int main(void)
{
	printf("normal: lock %d trylock %d unlock %d trylock %d unlock %d\n", pthread_mutex_lock(&normal),
	       pthread_mutex_trylock(&normal), pthread_mutex_unlock(&normal), pthread_mutex_trylock(&normal),
	       pthread_mutex_unlock(&normal));
	int a = pthread_mutex_lock(&recursive), b = pthread_mutex_lock(&recursive), c = pthread_mutex_trylock(&recursive);
	int d = pthread_mutex_unlock(&recursive), e = pthread_mutex_unlock(&recursive), f = pthread_mutex_destroy(&recursive);
	int g = pthread_mutex_unlock(&recursive), h = pthread_mutex_unlock(&recursive);
	printf("recursive: %d %d %d %d %d destroy-held %d %d unlock-unheld %d\n", a, b, c, d, e, f, g, h);
	a = pthread_mutex_lock(&checked), b = pthread_mutex_lock(&checked), c = pthread_mutex_trylock(&checked);
	d = pthread_mutex_unlock(&checked), e = pthread_mutex_unlock(&checked);
	printf("errorcheck: %d relock %d trylock %d unlock %d unlock-unheld %d\n", a, b, c, d, e);

	pthread_mutexattr_t attr;
	int type = -1;
	printf("attr: init %d", pthread_mutexattr_init(&attr));
	printf(" gettype %d", pthread_mutexattr_gettype(&attr, &type));
	printf(" = %d", type);
	printf(" settype %d", pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE));
	pthread_mutexattr_gettype(&attr, &type);
	printf(" = %d bad settype %d\n", type, pthread_mutexattr_settype(&attr, 99));
	pthread_mutex_t m;
	printf("init recursive: %d", pthread_mutex_init(&m, &attr));
	printf(" lock %d lock %d unlock %d unlock %d unlock %d destroy %d\n", pthread_mutex_lock(&m),
	       pthread_mutex_lock(&m), pthread_mutex_unlock(&m), pthread_mutex_unlock(&m), pthread_mutex_unlock(&m),
	       pthread_mutex_destroy(&m));
	pthread_mutexattr_destroy(&attr);
	printf("init default: %d trylock %d trylock %d unlock %d destroy %d\n", pthread_mutex_init(&m, NULL),
	       pthread_mutex_trylock(&m), pthread_mutex_trylock(&m), pthread_mutex_unlock(&m), pthread_mutex_destroy(&m));

	for (int i = 0; i < 3; i++)
		printf("once: %d runs %d\n", pthread_once(&once, init_once), once_runs);

	pthread_key_t k1, k2;
	int x = 1, y = 2;
	printf("keys: create %d create %d distinct %d\n", pthread_key_create(&k1, NULL), pthread_key_create(&k2, NULL),
	       k1 != k2);
	printf("get unset %p\n", pthread_getspecific(k1));
	printf("set %d set %d get %d get %d\n", pthread_setspecific(k1, &x), pthread_setspecific(k2, &y),
	       *(int *)pthread_getspecific(k1), *(int *)pthread_getspecific(k2));
	printf("delete %d delete again %d set deleted %d\n", pthread_key_delete(k1), pthread_key_delete(k1),
	       pthread_setspecific(k1, &x));
	pthread_t self = pthread_self();
	printf("self equal %d nonzero %d join self %d yield %d\n", pthread_equal(self, pthread_self()), self != 0,
	       pthread_join(self, NULL), sched_yield());
	return 0;
}
