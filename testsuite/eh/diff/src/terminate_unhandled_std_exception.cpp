// an unhandled exception derived from std::exception (declared by hand): libstdc++'s terminate message adds "  what():  " and the what() string; status 134
extern "C" int printf(const char *, ...);

namespace std {
class exception {
public:
	exception() noexcept {}
	virtual ~exception() noexcept;
	virtual const char *what() const noexcept;
};
}

namespace io {
struct DiskFull : std::exception {
	const char *what() const noexcept override { return "disk full"; }
};
}

static void __attribute__((noinline)) write_block(int n)
{
	printf("writing block %d\n", n);
	if (n == 2)
		throw io::DiskFull();
}

int main()
{
	for (int i = 0; i < 5; i++)
		write_block(i);
	return 0;
}
