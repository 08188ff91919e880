// std::exception subclasses written by hand (a logic_error-like hierarchy with a message): caught as std::exception& with virtual what(); std::exception itself thrown (what() "std::exception"); a subclass not overriding what()
extern "C" int printf(const char *, ...);
namespace std {
class exception {
public:
	exception() noexcept {}
	virtual ~exception() noexcept;
	virtual const char *what() const noexcept;
};
}

struct LogicError : std::exception {
	const char *msg;
	explicit LogicError(const char *m) : msg(m) {}
	const char *what() const noexcept override { return msg; }
	~LogicError() override { printf("~LogicError(%s)\n", msg); }
};
struct DomainError : LogicError {
	explicit DomainError(const char *m) : LogicError(m) {}
};
struct Silent : std::exception {};

static void thrower(int k)
{
	switch (k) {
	case 0: throw LogicError("logic");
	case 1: throw DomainError("domain");
	case 2: throw std::exception();
	default: throw Silent();
	}
}

int main()
{
	for (int k = 0; k < 4; k++) {
		try {
			thrower(k);
		} catch (DomainError &d) {
			printf("%d: DomainError %s\n", k, d.what());
		} catch (const std::exception &e) {
			printf("%d: std::exception what=%s\n", k, e.what());
		}
	}
	return 0;
}
