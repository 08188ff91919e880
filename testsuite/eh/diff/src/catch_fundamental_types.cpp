// exact matching of fundamental and enum types: no integral promotion or conversion between handlers (short not caught by int, float not by double, unsigned char not by char, enum not by int); bool, char, long long, double each caught by their own type
extern "C" int printf(const char *, ...);

enum Color { Red = 1, Green = 2 };
enum class Mode : unsigned char { Fast = 7 };

static void thrower(int k)
{
	switch (k) {
	case 0: throw (short)3;
	case 1: throw 2.5f;
	case 2: throw (unsigned char)200;
	case 3: throw Green;
	case 4: throw true;
	case 5: throw 'x';
	case 6: throw 123456789012LL;
	case 7: throw Mode::Fast;
	default: throw 0.125;
	}
}

int main()
{
	for (int k = 0; k < 9; k++) {
		try {
			thrower(k);
		} catch (int v) {
			printf("%d: wrong int %d\n", k, v);
		} catch (double d) {
			printf("%d: double %d\n", k, (int)(d * 1000));
		} catch (char c) {
			printf("%d: char %c\n", k, c);
		} catch (bool b) {
			printf("%d: bool %d\n", k, (int)b);
		} catch (long long v) {
			printf("%d: long long %lld\n", k, v);
		} catch (Color c) {
			printf("%d: Color %d\n", k, (int)c);
		} catch (Mode m) {
			printf("%d: Mode %d\n", k, (int)m);
		} catch (short s) {
			printf("%d: short %d\n", k, (int)s);
		} catch (float f) {
			printf("%d: float %d\n", k, (int)(f * 10));
		} catch (unsigned char u) {
			printf("%d: unsigned char %d\n", k, (int)u);
		}
	}
	return 0;
}
