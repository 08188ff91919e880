// std::terminate() called directly with no exception: "terminate called without an active exception", status 134, destructors not run
extern "C" int printf(const char *, ...);
namespace std { [[noreturn]] void terminate() noexcept; }

struct Local {
	~Local() { printf("~Local (never)\n"); }
};

int main()
{
	Local l;
	printf("calling std::terminate\n");
	std::terminate();
}
