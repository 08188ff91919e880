// __cxa_current_exception_type in handlers (std::type_info declared by hand, name() inline as in libstdc++): the innermost handled exception's type, restored when a nested handler ends, null outside handlers
extern "C" int printf(const char *, ...);
namespace std {
class type_info {
public:
	virtual ~type_info();
	const char *name() const noexcept { return __name[0] == '*' ? __name + 1 : __name; }
protected:
	const char *__name;
};
}
extern "C" std::type_info *__cxa_current_exception_type() noexcept;

namespace ns { struct Thing {}; }
template <class T> struct Box {};

static void show(const char *where)
{
	std::type_info *t = __cxa_current_exception_type();
	printf("%s: %s\n", where, t ? t->name() : "(none)");
}

int main()
{
	show("start");
	try {
		throw 1;
	} catch (...) {
		show("int");
		try {
			throw ns::Thing();
		} catch (...) {
			show("nested Thing");
			try {
				throw Box<double>();
			} catch (Box<double> &) {
				show("nested Box");
			}
		}
		show("back");
	}
	show("after");
	try {
		throw "text";
	} catch (...) {
		show("literal");
	}
	return 0;
}
