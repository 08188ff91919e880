/* Struct-heavy: an array of particles (nested structs, a union, a char
   array), vector helpers passing and returning structs by value, struct
   copies, and a linked list threaded through the array; steps = argv[1]
   rounds over 1000 particles. Integer arithmetic only. Prints a checksum. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

struct vec { long long x, y, z; };
struct box { struct vec lo, hi; };
union tagval { unsigned u; unsigned char b[4]; };
struct particle {
	struct vec pos, vel;
	short mass;
	char name[6];
	union tagval tag;
	struct particle *next;
	long long energy;
};

#define COUNT 1000

static struct vec vadd(struct vec a, struct vec b)
{
	struct vec r = {a.x + b.x, a.y + b.y, a.z + b.z};
	return r;
}

static struct vec vscale(struct vec a, int k)
{
	struct vec r = {a.x * k, a.y * k, a.z * k};
	return r;
}

static long long vdot(struct vec a, struct vec b)
{
	return a.x * b.x + a.y * b.y + a.z * b.z;
}

static struct vec clamp(struct vec v, const struct box *b)
{
	if (v.x < b->lo.x) v.x = b->lo.x;
	if (v.y < b->lo.y) v.y = b->lo.y;
	if (v.z < b->lo.z) v.z = b->lo.z;
	if (v.x > b->hi.x) v.x = b->hi.x;
	if (v.y > b->hi.y) v.y = b->hi.y;
	if (v.z > b->hi.z) v.z = b->hi.z;
	return v;
}

static void step(struct particle *p, const struct box *world)
{
	struct vec np = clamp(vadd(p->pos, p->vel), world);
	if (np.x == world->lo.x || np.x == world->hi.x) p->vel.x = -p->vel.x;
	if (np.y == world->lo.y || np.y == world->hi.y) p->vel.y = -p->vel.y;
	if (np.z == world->lo.z || np.z == world->hi.z) p->vel.z = -p->vel.z;
	p->pos = np;
	p->energy += vdot(p->vel, p->vel) * p->mass / 2;
	p->tag.b[p->energy & 3] ^= (unsigned char)np.x;
}

int main(int argc, char **argv)
{
	long steps = arg(argc, argv, 60);
	struct box world = {{-1000, -1000, -1000}, {1000, 1000, 1000}};
	struct particle *ps = malloc(COUNT * sizeof *ps);
	unsigned seed = 7;
	for (int i = 0; i < COUNT; i++) {
		struct particle p;
		seed = seed * 1103515245u + 12345u;
		p.pos = (struct vec){(int)(seed % 2001) - 1000, (int)((seed >> 8) % 2001) - 1000,
				     (int)((seed >> 16) % 2001) - 1000};
		p.vel = vscale((struct vec){(int)(seed % 7) - 3, (int)((seed >> 5) % 7) - 3,
					    (int)((seed >> 10) % 7) - 3}, 1 + i % 4);
		p.mass = (short)(1 + i % 13);
		for (int k = 0; k < 5; k++)
			p.name[k] = (char)('a' + (i + k) % 26);
		p.name[5] = 0;
		p.tag.u = seed;
		p.energy = 0;
		p.next = i + 1 < COUNT ? &ps[(i * 7 + 3) % COUNT] : 0;
		ps[i] = p;          /* whole-struct copy */
	}
	unsigned long long sum = 0;
	for (long s = 0; s < steps; s++) {
		for (int i = 0; i < COUNT; i++)
			step(&ps[i], &world);
		/* walk the linked list a bounded number of hops */
		struct particle *q = &ps[s % COUNT];
		for (int h = 0; h < 64 && q; h++, q = q->next)
			sum = sum * 131 + (unsigned long long)q->energy + q->tag.u + (unsigned char)q->name[h % 5];
		/* swap two particles by value */
		struct particle t = ps[s % COUNT];
		ps[s % COUNT] = ps[(s * 31 + 17) % COUNT];
		ps[(s * 31 + 17) % COUNT] = t;
	}
	for (int i = 0; i < COUNT; i++)
		sum = sum * 31 + (unsigned long long)(ps[i].pos.x + 3 * ps[i].pos.y + 7 * ps[i].pos.z) +
		      (unsigned long long)ps[i].energy;
	free(ps);
	printf("structs steps=%ld checksum=%llu\n", steps, sum);
	return 0;
}
