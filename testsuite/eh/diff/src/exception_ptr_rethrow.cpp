// std::exception_ptr declared by hand with libstdc++'s ABI (std::__exception_ptr::exception_ptr): current_exception in a handler, rethrow_exception after the handler ended, twice; the object lives until the last exception_ptr goes; null outside handlers
extern "C" int printf(const char *, ...);
namespace std {
namespace __exception_ptr {
class exception_ptr {
	void *_M_exception_object;
public:
	exception_ptr() noexcept : _M_exception_object(0) {}
	exception_ptr(const exception_ptr &) noexcept;
	exception_ptr &operator=(const exception_ptr &) noexcept;
	~exception_ptr() noexcept;
	bool is_null() const noexcept { return _M_exception_object == 0; }
	friend bool operator==(const exception_ptr &, const exception_ptr &) noexcept;
};
}
using __exception_ptr::exception_ptr;
exception_ptr current_exception() noexcept;
[[noreturn]] void rethrow_exception(exception_ptr);
}

struct Payload {
	int v;
	explicit Payload(int v_) : v(v_) { printf("Payload(%d)\n", v); }
	Payload(const Payload &o) : v(o.v) { printf("Payload copy(%d)\n", v); }
	~Payload() { printf("~Payload(%d)\n", v); }
};

static std::exception_ptr capture(int v)
{
	try {
		throw Payload(v);
	} catch (...) {
		printf("capturing\n");
		return std::current_exception();
	}
}

int main()
{
	std::exception_ptr none = std::current_exception();
	printf("outside handler null=%d\n", none.is_null());
	{
		std::exception_ptr p = capture(7);
		printf("captured null=%d\n", p.is_null());
		std::exception_ptr copy = p;
		printf("copies equal=%d\n", copy == p);
		for (int i = 0; i < 2; i++) {
			try {
				std::rethrow_exception(p);
			} catch (Payload &pl) {
				printf("rethrown %d, round %d\n", pl.v, i);
				pl.v++;
			}
		}
		printf("dropping first pointer\n");
		p = none;
		printf("dropping second pointer\n");
	}
	printf("end\n");
	return 0;
}
