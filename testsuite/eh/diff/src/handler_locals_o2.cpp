// locals updated inside handlers nested in a handler, and between the calls of a try block: each update is visible where the program reads it next (in the handler, in the enclosing handler, after the handlers, in the next loop iteration); at -O2 such locals live in registers, so the values cross the unwind edges, catchret and cleanupret as phis
extern "C" int printf(const char *, ...);

__attribute__((noinline)) void thrower(int v)
{
	if (v >= 0)
		throw v;
}

struct Guard {
	int *p;
	~Guard() { *p += 3; }
};

// catchret edges: the inner handler's update, then the outer handler's
__attribute__((noinline)) int inner_then_outer(int seed)
{
	int local = seed;
	try {
		thrower(1);
	} catch (int a) {
		local += 10 * a;
		try {
			thrower(2);
		} catch (int b) {
			local += 100 * b;
		}
		local += 1000;
	}
	return local;
}

// the unwind edges into the inner catchswitch: which call threw decides
// the value the handler sees
__attribute__((noinline)) int between_calls(int seed, int first)
{
	int local = seed;
	try {
		thrower(1);
	} catch (int a) {
		try {
			thrower(first);
			local += 10;
			thrower(2);
			local += 10000;
		} catch (int b) {
			local += 100 * b + a;
		}
	}
	return local;
}

// a cleanup between the call and the handler: the cleanupret edge, and
// the direct edges of the calls outside the guard's scope
__attribute__((noinline)) int through_cleanup(int seed, int first)
{
	int local = seed;
	try {
		thrower(1);
	} catch (int a) {
		try {
			thrower(-1);
			local += 7;
			{
				Guard g{&a};
				thrower(first);
				local += 50;
			}
			local += 400;
			thrower(a);
			local += 5000;
		} catch (int b) {
			local += 100 * b + a;
		}
	}
	return local;
}

// an inner catchswitch that does not match: its unwind edge to the outer one
__attribute__((noinline)) int past_inner(int seed)
{
	int local = seed;
	try {
		thrower(-1);
		local += 1;
		try {
			thrower(-1);
			local += 20;
			thrower(4);
			local += 5000;
		} catch (double) {
			local += 7000;
		}
	} catch (int b) {
		local += 300 * b;
	}
	return local;
}

// across loop iterations, an inner try in the handler
__attribute__((noinline)) int loop_nested(int n)
{
	int count = 0, sum = 0;
	for (int i = 0; i < n; i++) {
		try {
			thrower(i % 3 == 2 ? -1 : i);
			sum += 7;
		} catch (int a) {
			count++;
			try {
				thrower(a % 2 ? a : -1);
				sum += 1000;
			} catch (int b) {
				sum += b;
				count += 10;
			}
			sum += 2;
		}
	}
	return count * 100000 + sum;
}

// three levels, two locals
__attribute__((noinline)) int three_levels(int seed)
{
	int x = seed, y = 0;
	try {
		thrower(1);
	} catch (int a) {
		x += a;
		try {
			thrower(2);
		} catch (int b) {
			x += b;
			try {
				y = x;
				thrower(3);
			} catch (int c) {
				x += c;
				y += x;
			}
			x *= 2;
		}
		y += x;
	}
	return x * 1000 + y;
}

int main()
{
	printf("inner_then_outer %d\n", inner_then_outer(7));
	printf("between_calls %d %d\n", between_calls(1, -1), between_calls(1, 5));
	printf("through_cleanup %d %d\n", through_cleanup(2, -1), through_cleanup(2, 3));
	printf("past_inner %d\n", past_inner(3));
	printf("loop_nested %d\n", loop_nested(9));
	printf("three_levels %d\n", three_levels(4));
	return 0;
}
