/* Structs passed and returned by value: small (register) and large (sret)
 * returns, byval arguments, homogeneous float aggregates, nested structs,
 * struct assignment and arrays of structs.  Exits with 11. */
int printf(const char *, ...);

struct P2 { int x, y; };
struct P3d { double x, y, z; };                /* HFA on ARM, memory on x86-64 */
struct F4 { float a, b, c, d; };
struct Mixed { char c; double d; short s; };
struct Big { int v[10]; long long tag; };      /* always sret */
struct Tiny { char a, b, c; };                 /* 3 bytes */
struct Inner { short s; char name[6]; };
struct Outer { struct Inner in; int n; struct P2 p; };
struct LL2 { long long a, b; };

static struct P2 p2_add(struct P2 a, struct P2 b) { struct P2 r = { a.x + b.x, a.y + b.y }; return r; }
static struct P3d cross(struct P3d a, struct P3d b) {
	struct P3d r = { a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
	return r;
}
static struct F4 f4_scale(struct F4 v, float k) { v.a *= k; v.b *= k; v.c *= k; v.d *= k; return v; }
static struct Mixed mixed_make(char c, double d, short s) { struct Mixed m; m.c = c; m.d = d; m.s = s; return m; }
static struct Big big_make(int base) {
	struct Big b;
	for (int i = 0; i < 10; i++) b.v[i] = base + i * i;
	b.tag = (long long)base << 33;
	return b;
}
static long long big_sum(struct Big b) {          /* byval */
	long long s = b.tag >> 33;
	for (int i = 0; i < 10; i++) s += b.v[i];
	b.v[0] = -1;                                  /* must not affect the caller */
	return s;
}
static struct Tiny tiny_rot(struct Tiny t) { struct Tiny r = { t.b, t.c, t.a }; return r; }
static struct Outer outer_bump(struct Outer o) { o.in.s++; o.in.name[0] = 'X'; o.n *= 2; o.p.y = -o.p.y; return o; }
static struct LL2 ll2_swap(struct LL2 v) { struct LL2 r = { v.b, v.a }; return r; }

/* many struct arguments: some end up on the stack */
static double many(struct P2 a, struct P3d b, struct F4 c, struct Mixed d, struct P2 e, struct Tiny f,
		   struct LL2 g, struct P3d h) {
	return a.x + a.y + b.x + b.y + b.z + c.a + c.b + c.c + c.d + d.c + d.d + d.s + e.x + e.y + f.a + f.b + f.c
	       + (double)g.a + (double)g.b + h.x + h.y + h.z;
}

struct Node { int v; struct Node *next; };

int main(void) {
	struct P2 a = { 3, 4 }, b = { -10, 20 };
	struct P2 c = p2_add(a, b);
	printf("p2_add: (%d, %d)\n", c.x, c.y);

	struct P3d x = { 1, 0, 0 }, y = { 0, 1, 0 };
	struct P3d z = cross(x, y);
	printf("cross: (%g, %g, %g)\n", z.x, z.y, z.z);
	z = cross((struct P3d){ 1.5, -2, 0.25 }, (struct P3d){ 4, 8, -1 });
	printf("cross2: (%.4f, %.4f, %.4f)\n", z.x, z.y, z.z);

	struct F4 f = f4_scale((struct F4){ 1, 2.5f, -3, 0.125f }, 4);
	printf("f4: %g %g %g %g\n", f.a, f.b, f.c, f.d);

	struct Mixed m = mixed_make('q', 6.02e23, -1234);
	printf("mixed: %c %.3e %d\n", m.c, m.d, m.s);

	struct Big big = big_make(5);
	printf("big: v[9]=%d sum=%lld tag>>33=%lld\n", big.v[9], big_sum(big), big.tag >> 33);
	printf("big after byval call: v[0]=%d\n", big.v[0]);

	struct Tiny t = tiny_rot(tiny_rot((struct Tiny){ 'a', 'b', 'c' }));
	printf("tiny: %c%c%c\n", t.a, t.b, t.c);

	struct Outer o = { { 7, "hello" }, 21, { 1, 2 } };
	struct Outer o2 = outer_bump(o);
	printf("outer: %d %s %d (%d,%d) / orig %d %s %d (%d,%d)\n", o2.in.s, o2.in.name, o2.n, o2.p.x, o2.p.y,
	       o.in.s, o.in.name, o.n, o.p.x, o.p.y);

	struct LL2 l = ll2_swap((struct LL2){ 1LL << 40, -7 });
	printf("ll2: %lld %lld\n", l.a, l.b);

	double s = many(a, x, f, m, b, t, l, y);
	printf("many: %.6e\n", s);

	/* array of structs, struct assignment, a linked list in an array */
	struct P2 arr[8];
	for (int i = 0; i < 8; i++) arr[i] = (struct P2){ i, i * i };
	struct P2 acc = { 0, 0 };
	for (int i = 0; i < 8; i++) acc = p2_add(acc, arr[i]);
	printf("acc: (%d, %d)\n", acc.x, acc.y);

	struct Node nodes[5];
	for (int i = 0; i < 5; i++) { nodes[i].v = 10 * i; nodes[i].next = i < 4 ? &nodes[i + 1] : 0; }
	int total = 0;
	for (struct Node *n = &nodes[0]; n; n = n->next) total += n->v;
	printf("list total %d\n", total);

	struct Big copy = big;
	copy.v[3] = 0;
	printf("copy v[3]=%d orig v[3]=%d\n", copy.v[3], big.v[3]);
	return 11;
}
