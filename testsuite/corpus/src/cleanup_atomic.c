/* ehi parser corpus: __attribute__((cleanup)) compiled with -fexceptions
 * (C code that must run cleanups during unwinding -> invoke/landingpad or
 * cleanuppad), atomics through __atomic_* and __sync_* builtins and C11
 * _Atomic, plus a small hand-rolled spinlock, fences and an empty inline-asm
 * compiler barrier. */

int printf(const char *, ...);
void *malloc(__SIZE_TYPE__);
void free(void *);

/* An external function the compiler must assume can unwind. */
extern void maybe_unwind(int) __attribute__((weak));

static int cleanups_run = 0;

static void release_buf(char **p) {
  if (*p) { free(*p); ++cleanups_run; }
  *p = 0;
}
static void release_int(int *p) { cleanups_run += *p; }

static int with_cleanups(int n) {
  char *buf __attribute__((cleanup(release_buf))) = malloc((__SIZE_TYPE__)n + 1);
  int token __attribute__((cleanup(release_int))) = 10;
  if (!buf) return -1;
  for (int i = 0; i < n; ++i) buf[i] = (char)('a' + i % 26);
  buf[n] = 0;
  if (maybe_unwind) maybe_unwind(n);   /* may throw through this frame */
  {
    int inner __attribute__((cleanup(release_int))) = 100;
    if (n > 3) return buf[3];          /* early return runs inner, token, buf */
  }
  return buf[0];
}

/* ---- atomics ---- */
static int counter;
static long long wide_counter;
static _Atomic int c11_counter;
static volatile int lock_word;
static unsigned char flag;

static void spin_lock(volatile int *l) {
  while (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(l, __ATOMIC_RELAXED)) { }
}
static void spin_unlock(volatile int *l) {
  __asm__ __volatile__("" ::: "memory");   /* compiler barrier: empty inline asm */
  __atomic_store_n(l, 0, __ATOMIC_RELEASE);
}

struct Node { struct Node *next; int value; };
static struct Node *head;

static void push(struct Node *n) {
  struct Node *old = __atomic_load_n(&head, __ATOMIC_RELAXED);
  do {
    n->next = old;
  } while (!__atomic_compare_exchange_n(&head, &old, n, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED));
}

static int atomics_demo(void) {
  int r = 0;
  __atomic_fetch_add(&counter, 5, __ATOMIC_SEQ_CST);
  __atomic_fetch_sub(&counter, 1, __ATOMIC_ACQ_REL);
  __atomic_fetch_or(&counter, 0x100, __ATOMIC_RELAXED);
  __atomic_fetch_and(&counter, 0x1ff, __ATOMIC_RELEASE);
  __atomic_fetch_xor(&counter, 0x3, __ATOMIC_CONSUME);
  r += __atomic_add_fetch(&counter, 1, __ATOMIC_SEQ_CST);
  r += __atomic_nand_fetch(&counter, 0xff, __ATOMIC_SEQ_CST) & 0xf;
  __atomic_fetch_add(&wide_counter, 1LL << 40, __ATOMIC_SEQ_CST);

  int expected = r, desired = 7;
  int ok = __atomic_compare_exchange(&counter, &expected, &desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  r += ok * 1000 + expected;

  r += __sync_fetch_and_add(&counter, 3);
  r += __sync_sub_and_fetch(&counter, 1);
  r += __sync_val_compare_and_swap(&counter, 9, 12);
  r += __sync_bool_compare_and_swap(&counter, 12, 13);
  r += __sync_lock_test_and_set(&counter, 20);
  __sync_lock_release(&counter);
  __sync_synchronize();

  c11_counter += 4;
  c11_counter++;
  r += c11_counter;

  r += __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
  __atomic_clear(&flag, __ATOMIC_SEQ_CST);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_ACQUIRE);
  r += __atomic_always_lock_free(sizeof(int), 0);

  spin_lock(&lock_word);
  r += lock_word;
  spin_unlock(&lock_word);
  return r;
}

int main(void) {
  int a = with_cleanups(2);
  int b = with_cleanups(8);
  printf("cleanup %c %c run=%d\n", a, b, cleanups_run);
  printf("atomics %d wide=%lld\n", atomics_demo(), wide_counter);

  static struct Node nodes[4];
  for (int i = 0; i < 4; ++i) { nodes[i].value = i * i; push(&nodes[i]); }
  int s = 0;
  for (struct Node *n = head; n; n = n->next) s = s * 10 + n->value;
  printf("stack %d\n", s);
  return 0;
}
