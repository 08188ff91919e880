// C++ classes without exceptions: single and multiple inheritance, virtual
// and pure virtual functions, virtual destructors, calls through base
// pointers and references, global objects with constructors and
// destructors, function-local statics (guarded initialisation), operator
// overloading, new/delete and new[]/delete[].  Exits with 13.
extern "C" int printf(const char *, ...);

struct Shape {
	const char *name;
	explicit Shape(const char *n) : name(n) {}
	virtual ~Shape() { printf("  ~Shape(%s)\n", name); }
	virtual double area() const = 0;
	virtual int sides() const { return 0; }
	void describe() const { printf("%s: area %.2f, %d sides\n", name, area(), sides()); }
};
struct Rect : Shape {
	double w, h;
	Rect(double w_, double h_, const char *n = "rect") : Shape(n), w(w_), h(h_) {}
	~Rect() override { printf("  ~Rect\n"); }
	double area() const override { return w * h; }
	int sides() const override { return 4; }
};
struct Square final : Rect {
	explicit Square(double s) : Rect(s, s, "square") {}
	double area() const override { return Rect::area(); }
};
struct Circle : Shape {
	double r;
	explicit Circle(double r_) : Shape("circle"), r(r_) {}
	double area() const override { return 3.141592653589793 * r * r; }
};

// multiple inheritance with this-adjusting thunks
struct Named { virtual const char *who() const { return "named"; } virtual ~Named() {} int tag = 7; };
struct Counted { int count = 0; virtual int bump() { return ++count; } virtual ~Counted() {} };
struct Widget : Named, Counted {
	const char *who() const override { return "widget"; }
	int bump() override { count += 10; return count; }
};

struct Tracer {
	int id;
	explicit Tracer(int i) : id(i) { printf("Tracer(%d) constructed\n", id); }
	~Tracer() { printf("Tracer(%d) destroyed\n", id); }
};
Tracer global_a(1);
Tracer global_b(2);

static Tracer &lazy() {
	static Tracer t(99);  // constructed on first call only
	return t;
}

struct Vec2 {
	double x, y;
	Vec2 operator+(const Vec2 &o) const { return {x + o.x, y + o.y}; }
	Vec2 operator*(double k) const { return {x * k, y * k}; }
	bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
	Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
};

struct Counter {
	static int live;
	int v;
	Counter() : v(live++) {}
	~Counter() { live--; }
};
int Counter::live = 0;

class Account {
	long long cents_;
	static int opened_;
public:
	explicit Account(long long c) : cents_(c) { ++opened_; }
	Account &deposit(long long c) { cents_ += c; return *this; }
	long long cents() const { return cents_; }
	static int opened() { return opened_; }
};
int Account::opened_ = 0;

int main() {
	printf("main starts\n");
	Shape *shapes[4] = {new Rect(3, 4), new Square(2.5), new Circle(1), new Rect(0.5, 8)};
	double total = 0;
	for (Shape *s : shapes) { s->describe(); total += s->area(); }
	printf("total area %.4f\n", total);
	for (Shape *s : shapes) delete s;

	Widget w;
	Named &n = w;
	Counted &c = w;
	int b1 = c.bump(), b2 = w.bump();  // argument order is unspecified
	printf("who %s tag %d bump %d %d\n", n.who(), n.tag, b1, b2);
	Counted *pc = new Widget;
	pc->bump();
	printf("heap widget count %d\n", pc->count);
	delete pc;

	printf("lazy %d\n", lazy().id);
	printf("lazy again %d\n", lazy().id);

	Vec2 a{1, 2}, b{0.5, -1};
	Vec2 r = (a + b) * 2;
	r += Vec2{1, 1};
	printf("vec (%g, %g) eq %d\n", r.x, r.y, r == Vec2{4, 3});

	Counter *arr = new Counter[5];
	printf("counters live %d last %d\n", Counter::live, arr[4].v);
	delete[] arr;
	printf("counters live after delete[] %d\n", Counter::live);

	Account acct(100);
	acct.deposit(250).deposit(-50);
	Account other(1);
	printf("account %lld opened %d\n", acct.cents(), Account::opened());
	{
		Tracer scoped(3);
		printf("in scope\n");
	}
	printf("main returns\n");
	return 13;
}
