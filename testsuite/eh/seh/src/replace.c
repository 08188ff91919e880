/* The seed's "finally that throws past an outer catch", in one function:
 * a __finally that runs for exception A raises B; B is searched from the
 * __finally outward, the middle filter takes it, and A is abandoned
 * (its outer handler, chosen in phase 1, never runs). */
#include "sehdefs.h"
int main(void)
{
	__try {
		__try {
			__try {
				RaiseException(0xE0000040, 0, 0, 0);
			} __finally {
				printf("finally abnormal=%d raises\n", AbnormalTermination());
				RaiseException(0xE0000041, 0, 0, 0);
			}
		} __except (printf("middle sees %08lx\n", GetExceptionCode()), GetExceptionCode() == 0xE0000041) {
			printf("middle handles\n");
		}
		RaiseException(0xE0000042, 0, 0, 0);
	} __except (printf("outer sees %08lx\n", GetExceptionCode()), 1) {
		printf("outer handles\n");
	}
	return 0;
}
