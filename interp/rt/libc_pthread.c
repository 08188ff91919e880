/* libc_pthread.c — <pthread.h> for the program's one thread (glibc,
 * Linux targets): mutexes (normal, recursive, error-checking), once,
 * thread-specific keys, pthread_self; condition variables as far as one
 * thread can use them; thread_local objects' destructors.  Creating a thread is not supported: a clear
 * error (X-THR-1), never a wrong answer.
 *
 * A mutex's state lives in the program's pthread_mutex_t, in glibc's
 * fields (so the static initialisers work): __lock (offset 0) 1 while
 * held, __count (4) the recursion depth, __owner (8) the holder's id,
 * __kind the type (offset 16 on 64-bit targets, 12 on 32-bit ones:
 * glibc's struct __pthread_mutex_s).  What glibc returns is returned
 * (EBUSY, EDEADLK, EPERM); a lock that would wait forever (the thread
 * holds a normal mutex) is X-THR-2.  Keys' destructors run at a
 * thread's exit, which the main thread never reaches by exit(): they
 * are kept, never called (as glibc). */
#include "rt/libc.h"

#include <string.h>

enum { M_NORMAL = 0, M_RECURSIVE = 1, M_ERRORCHECK = 2, M_ADAPTIVE = 3 };
enum { E_PERM = 1, E_SRCH = 3, E_AGAIN = 11, E_BUSY = 16, E_INVAL = 22, E_DEADLK = 35 }; /* Linux */
enum { MAIN_TID = 1, NKEYS = 1024 /* PTHREAD_KEYS_MAX */ };

typedef struct PthreadState {
	bool key_used[NKEYS];
	uint64_t key_value[NKEYS];
	uint64_t self;          /* pthread_self(): an object of the runtime's */
} PthreadState;

const RuntimeLib rt_libc_pthread;

static PthreadState *
pt_state(VM *vm)
{
	return rt_state(vm, &rt_libc_pthread);
}

static bool
on_linux(const Target *t)
{
	return t->os == OS_LINUX;
}

static uint64_t
kind_off(const VM *vm)
{
	return vm->ptr_bytes == 8 ? 16 : 12;
}

static uint32_t
get32(VM *vm, uint64_t a)
{
	return (uint32_t)mem_read_uint(vm_mem_read(vm, a, 4), 4, vm->big_endian);
}

static void
put32(VM *vm, uint64_t a, uint32_t v)
{
	mem_write_uint(vm_mem_write(vm, a, 4), 4, v, vm->big_endian);
}

static int
ret_int(const CallSite *cs, uint64_t *R, uint8_t *Z, int v)
{
	builtin_ret(cs, R, Z, (uint64_t)(uint32_t)v);
	return 0;
}

/* -------------------------------------------------------------- mutexes */
static int
b_mutex_init(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t m = ARG(0);
	uint32_t kind = ARG(1) ? get32(vm, ARG(1)) : M_NORMAL;
	put32(vm, m, 0);
	put32(vm, m + 4, 0);
	put32(vm, m + 8, 0);
	put32(vm, m + kind_off(vm), kind);
	return ret_int(cs, R, Z, 0);
}

/* lock (try: trylock): 0, or glibc's error */
static int
lock(VM *vm, uint64_t m, bool try)
{
	uint32_t kind = get32(vm, m + kind_off(vm)) & 0x7f;
	if (!get32(vm, m)) {
		put32(vm, m, 1);
		put32(vm, m + 4, 1);
		put32(vm, m + 8, MAIN_TID);
		return 0;
	}
	if (kind == M_RECURSIVE) {
		uint32_t n = get32(vm, m + 4);
		if (n == UINT32_MAX)
			return E_AGAIN;
		put32(vm, m + 4, n + 1);
		return 0;
	}
	if (try)
		return E_BUSY;
	if (kind == M_ERRORCHECK)
		return E_DEADLK;
	vm_fail(vm, R_X_THR_2, "pthread_mutex_lock of a mutex this thread already holds: no other thread can "
			       "unlock it (a deadlock)");
}

static int
b_mutex_lock(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return ret_int(cs, R, Z, lock(vm, ARG(0), false));
}

static int
b_mutex_trylock(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return ret_int(cs, R, Z, lock(vm, ARG(0), true));
}

static int
b_mutex_unlock(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t m = ARG(0);
	uint32_t kind = get32(vm, m + kind_off(vm)) & 0x7f;
	bool held = get32(vm, m) != 0;
	if (kind == M_RECURSIVE || kind == M_ERRORCHECK) {
		if (!held)
			return ret_int(cs, R, Z, E_PERM);
		uint32_t n = get32(vm, m + 4);
		if (kind == M_RECURSIVE && n > 1) {
			put32(vm, m + 4, n - 1);
			return ret_int(cs, R, Z, 0);
		}
	}
	/* a normal mutex: glibc releases it without a check */
	put32(vm, m, 0);
	put32(vm, m + 4, 0);
	put32(vm, m + 8, 0);
	return ret_int(cs, R, Z, 0);
}

static int
b_mutex_destroy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return ret_int(cs, R, Z, get32(vm, ARG(0)) ? E_BUSY : 0);
}

/* pthread_mutexattr_t: glibc's one int, the type in it */
static int
b_mutexattr_init(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	put32(vm, ARG(0), M_NORMAL);
	return ret_int(cs, R, Z, 0);
}

static int
b_mutexattr_settype(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t t = (uint32_t)ARG(1);
	if (t > M_ADAPTIVE)
		return ret_int(cs, R, Z, E_INVAL);
	put32(vm, ARG(0), t);
	return ret_int(cs, R, Z, 0);
}

static int
b_mutexattr_gettype(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	put32(vm, ARG(1), get32(vm, ARG(0)) & 0x7f);
	return ret_int(cs, R, Z, 0);
}

/* ----------------------------------------------------------------- once */
/* pthread_once_t: 0 not run, 1 running, 2 done (glibc's
 * __PTHREAD_ONCE_DONE); an exception out of the routine leaves it not
 * run, as glibc's cancellation handler does */
static int
b_once(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t ctl = ARG(0), fn = ARG(1);
	uint32_t st = get32(vm, ctl);
	if (st == 1)
		vm_fail(vm, R_X_THR_2, "pthread_once called from its own init routine: it would wait for itself "
				       "(a deadlock)");
	if (st == 0) {
		put32(vm, ctl, 1);
		uint64_t ret = 0;
		if (vm_call_address(vm, fn, NULL, 0, &ret, 0)) {
			put32(vm, ctl, 0);
			return BI_UNWIND;
		}
		put32(vm, ctl, 2);
	}
	return ret_int(cs, R, Z, 0);
}

/* ----------------------------------------------------------------- keys */
static int
b_key_create(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	PthreadState *st = pt_state(vm);
	for (uint32_t k = 0; k < NKEYS; k++)
		if (!st->key_used[k]) {
			put32(vm, ARG(0), k);
			st->key_used[k] = true;
			st->key_value[k] = 0;
			return ret_int(cs, R, Z, 0);
		}
	return ret_int(cs, R, Z, E_AGAIN);
}

/* the key k, if created (else NULL) */
static bool *
key_slot(VM *vm, uint64_t k)
{
	PthreadState *st = pt_state(vm);
	return (uint32_t)k < NKEYS && st->key_used[(uint32_t)k] ? &st->key_used[(uint32_t)k] : NULL;
}

static int
b_key_delete(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	bool *used = key_slot(vm, ARG(0));
	if (!used)
		return ret_int(cs, R, Z, E_INVAL);
	*used = false;
	return ret_int(cs, R, Z, 0);
}

static int
b_getspecific(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t k = (uint32_t)ARG(0);
	builtin_ret(cs, R, Z, key_slot(vm, k) ? pt_state(vm)->key_value[k] : 0);
	return 0;
}

static int
b_setspecific(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t k = (uint32_t)ARG(0);
	if (!key_slot(vm, k))
		return ret_int(cs, R, Z, E_INVAL);
	pt_state(vm)->key_value[k] = ARG(1);
	return ret_int(cs, R, Z, 0);
}

/* ------------------------------------------------------------- threads */
static uint64_t
self(VM *vm)
{
	PthreadState *st = pt_state(vm);
	if (!st->self) /* glibc's pthread_t is its thread descriptor's address */
		st->self = mem_alloc_internal(&vm->mem, 16, 16, "the main thread");
	return st->self;
}

static int
b_self(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, self(vm));
	return 0;
}

static int
b_equal(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	return ret_int(cs, R, Z, ARG(0) == ARG(1));
}

/* pthread_join: only the main thread exists (itself: EDEADLK) */
static int
b_join(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return ret_int(cs, R, Z, ARG(0) == self(vm) ? E_DEADLK : E_SRCH);
}

static int
b_thread_create(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	vm_fail(vm, R_X_THR_1, "'@%s': ehi runs the program's one thread; creating another is not supported",
		vm->callee->g.u.v.name);
}

/* __cxa_thread_atexit(_impl)(dtor, obj, dso): a thread_local object's
 * destructor, run when the thread exits; the main thread's when the
 * process exits, before the atexit handlers (vm_exit_process) */
static int
b_thread_atexit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	VEC_PUSH(&vm->tls_dtors, uint64_t, ARG(0));
	VEC_PUSH(&vm->tls_dtors, uint64_t, ARG(1));
	return ret_int(cs, R, Z, 0);
}

/* condition variables: signalling wakes nobody; waiting would wait
 * forever (no other thread can signal) */
static int
b_cond_wait(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	vm_fail(vm, R_X_THR_2, "pthread_cond_wait: no other thread can signal the condition (a deadlock)");
}

static const RtCFn fns[] = {
	{"pthread_mutex_init", b_mutex_init, "i(pp)"}, {"pthread_mutex_lock", b_mutex_lock, "i(p)"},
	{"pthread_mutex_trylock", b_mutex_trylock, "i(p)"}, {"pthread_mutex_unlock", b_mutex_unlock, "i(p)"},
	{"pthread_mutex_destroy", b_mutex_destroy, "i(p)"}, {"pthread_mutexattr_init", b_mutexattr_init, "i(p)"},
	{"pthread_mutexattr_destroy", rt_nop, "i(p)"}, {"pthread_mutexattr_settype", b_mutexattr_settype, "i(pi)"},
	{"pthread_mutexattr_gettype", b_mutexattr_gettype, "i(pp)"}, {"pthread_once", b_once, "i(pp)"},
	{"pthread_key_create", b_key_create, "i(pp)"}, {"pthread_key_delete", b_key_delete, "i(i)"},
	{"pthread_getspecific", b_getspecific, "p(i)"}, {"pthread_setspecific", b_setspecific, "i(ip)"},
	{"pthread_self", b_self, "l()"}, {"pthread_equal", b_equal, "i(ll)"}, {"pthread_join", b_join, "i(lp)"},
	{"pthread_create", b_thread_create, "i(pppp)"}, {"thrd_create", b_thread_create, "i(ppp)"},
	{"pthread_cond_init", rt_nop, "i(pp)"}, {"pthread_cond_destroy", rt_nop, "i(p)"},
	{"pthread_cond_signal", rt_nop, "i(p)"}, {"pthread_cond_broadcast", rt_nop, "i(p)"},
	{"pthread_cond_wait", b_cond_wait, "i(pp)"}, {"sched_yield", rt_nop, "i()"},
	{"__cxa_thread_atexit", b_thread_atexit, "i(ppp)"}, {"__cxa_thread_atexit_impl", b_thread_atexit, "i(ppp)"},
};

const RuntimeLib rt_libc_pthread = {
	.name = "C library <pthread.h> (one thread)",
	.applies = on_linux,
	.cfns = RT_TABLE(fns),
	.state_size = sizeof(PthreadState),
};
