// C++ templates and lambdas without exceptions or the standard library:
// class templates with type and non-type parameters, a small owning vector
// with move semantics, function templates and specialisation, variadic
// templates, constexpr evaluation, CRTP, lambdas capturing by value and by
// reference, generic lambdas, lambdas passed to templates and stored in
// function pointers.  Exits with 17.
extern "C" int printf(const char *, ...);

template <typename T> T &&xmove(T &t) { return static_cast<T &&>(t); }

template <typename T> class Vec {
	T *data_ = nullptr;
	int size_ = 0, cap_ = 0;
public:
	Vec() = default;
	Vec(const Vec &) = delete;
	Vec(Vec &&o) : data_(o.data_), size_(o.size_), cap_(o.cap_) { o.data_ = nullptr; o.size_ = o.cap_ = 0; }
	~Vec() { delete[] data_; }
	void push(const T &v) {
		if (size_ == cap_) {
			int nc = cap_ ? cap_ * 2 : 4;
			T *nd = new T[nc];
			for (int i = 0; i < size_; i++) nd[i] = data_[i];
			delete[] data_;
			data_ = nd;
			cap_ = nc;
		}
		data_[size_++] = v;
	}
	int size() const { return size_; }
	T &operator[](int i) { return data_[i]; }
	T *begin() { return data_; }
	T *end() { return data_ + size_; }
	template <typename F> auto map(F f) -> Vec<decltype(f(*data_))> {
		Vec<decltype(f(*data_))> out;
		for (int i = 0; i < size_; i++) out.push(f(data_[i]));
		return out;
	}
	template <typename F, typename A> A fold(A init, F f) const {
		for (int i = 0; i < size_; i++) init = f(init, data_[i]);
		return init;
	}
};

template <typename T, int N> struct Array {
	T v[N];
	constexpr int size() const { return N; }
	T sum() const { T s{}; for (int i = 0; i < N; i++) s += v[i]; return s; }
};

template <typename T> const char *type_name() { return "unknown"; }
template <> const char *type_name<int>() { return "int"; }
template <> const char *type_name<double>() { return "double"; }
template <> const char *type_name<long long>() { return "long long"; }

template <typename T> T max_of(T a) { return a; }
template <typename T, typename... Rest> T max_of(T a, Rest... rest) {
	T m = max_of<T>(rest...);
	return a > m ? a : m;
}
template <typename... Ts> constexpr int count_args(Ts...) { return sizeof...(Ts); }

constexpr unsigned long long cfact(int n) { return n <= 1 ? 1 : n * cfact(n - 1); }
static_assert(cfact(10) == 3628800, "constexpr");
template <int N> struct Fib { static constexpr long long value = Fib<N - 1>::value + Fib<N - 2>::value; };
template <> struct Fib<0> { static constexpr long long value = 0; };
template <> struct Fib<1> { static constexpr long long value = 1; };

template <typename Derived> struct Greeter {
	void greet() const { printf("hello from %s (%d)\n", static_cast<const Derived *>(this)->name(), static_cast<const Derived *>(this)->id); }
};
struct Alice : Greeter<Alice> { int id = 1; const char *name() const { return "Alice"; } };
struct Bob : Greeter<Bob> { int id = 2; const char *name() const { return "Bob"; } };

template <typename F> int apply_n(F f, int n, int x) { while (n--) x = f(x); return x; }

struct Point { int x, y; };

int main() {
	Vec<int> v;
	for (int i = 1; i <= 20; i++) v.push(i * i);
	int offset = 3;
	auto doubled = v.map([offset](int x) { return 2.0 * x + offset; });
	printf("vec size %d, doubled[19] %.1f, sum %.1f\n", v.size(), doubled[19],
	       doubled.fold(0.0, [](double a, double b) { return a + b; }));
	Vec<int> moved = xmove(v);
	printf("moved size %d, source size %d\n", moved.size(), v.size());
	int evens = 0;
	for (int x : moved) if (x % 2 == 0) evens++;
	printf("evens %d\n", evens);

	Vec<Point> pts;
	for (int i = 0; i < 6; i++) pts.push(Point{i, -i * 3});
	auto manhattan = pts.fold(0, [](int a, const Point &p) { return a + (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); });
	printf("manhattan %d\n", manhattan);

	Array<double, 5> arr{{1.5, 2.5, 3.5, 4.5, 5.5}};
	Array<int, 3> ai{{7, 8, 9}};
	printf("array sums %.1f (%d) %d (%d)\n", arr.sum(), arr.size(), ai.sum(), ai.size());
	printf("type names %s %s %s %s\n", type_name<int>(), type_name<double>(), type_name<long long>(), type_name<char>());
	printf("max_of %d %.2f %lld\n", max_of(3, 9, -2, 7), max_of(1.5, -2.5, 0.25), max_of(5LL, 1LL << 40, 3LL));
	printf("count_args %d, cfact(20) %llu, Fib<80> %lld\n", count_args(1, 'a', 2.0, "x"), cfact(20), Fib<80>::value);
	Alice{}.greet();
	Bob{}.greet();

	int counter = 0;
	auto inc = [&counter](int by) { counter += by; return counter; };
	inc(5);
	inc(7);
	printf("counter %d\n", counter);
	auto make_adder = [](int k) { return [k](int x) { return x + k; }; };
	auto add10 = make_adder(10);
	printf("apply_n add10 x5 %d, square x3 %d\n", apply_n(add10, 5, 1), apply_n([](int x) { return x * x; }, 3, 3));
	auto generic = [](auto a, auto b) { return a * b; };
	printf("generic %d %.3f %lld\n", generic(6, 7), generic(1.5, 0.25), generic(1LL << 20, 1LL << 20));
	int (*fp)(int) = [](int x) { return x * 3 + 1; };
	printf("lambda as fnptr %d\n", fp(fp(2)));
	int state = 1;
	auto mut = [state]() mutable { state *= 3; return state; };
	mut();
	printf("mutable lambda %d, captured original %d\n", mut(), state);
	return 17;
}
