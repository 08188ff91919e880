// exceptions thrown by virtual functions called through base pointers: single inheritance, a this-adjusting thunk (second base of a multiple-inheritance class), a virtual-base thunk, and a virtual destructor called by delete that throws
extern "C" int printf(const char *, ...);

struct Shape {
	virtual ~Shape() {}
	virtual int area() const = 0;
};
struct Square : Shape {
	int s;
	explicit Square(int s_) : s(s_) {}
	int area() const override
	{
		if (s < 0)
			throw s;
		return s * s;
	}
};

struct Left { virtual ~Left() {} virtual int left() { return 1; } int l = 0; };
struct Right { virtual ~Right() {} virtual int right() { return 2; } int r = 0; };
struct Both : Left, Right {
	int right() override { throw 22; }
};

struct VBase { virtual ~VBase() {} virtual int v() { return 0; } };
struct VDer : virtual VBase { int v() override { throw 33; } };

struct Fragile {
	virtual ~Fragile() noexcept(false) {}
};
struct Breaks : Fragile {
	~Breaks() noexcept(false) override { printf("~Breaks throws\n"); throw 44; }
};

static int __attribute__((noinline)) measure(Shape *s) { return s->area(); }
static int __attribute__((noinline)) call_right(Right *r) { return r->right(); }
static int __attribute__((noinline)) call_v(VBase *b) { return b->v(); }

int main()
{
	Square ok(3), bad(-5);
	printf("area %d\n", measure(&ok));
	try {
		measure(&bad);
	} catch (int v) {
		printf("area threw %d\n", v);
	}
	Both both;
	try {
		call_right(&both);
	} catch (int v) {
		printf("thunk threw %d\n", v);
	}
	VDer vd;
	try {
		call_v(&vd);
	} catch (int v) {
		printf("virtual-base thunk threw %d\n", v);
	}
	Fragile *f = new Breaks;
	try {
		delete f;
	} catch (int v) {
		printf("delete threw %d\n", v);
	}
	return 0;
}
