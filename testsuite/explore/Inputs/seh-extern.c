/* an external with no body, its behaviour given by an --extern script */
int printf(const char *, ...);
unsigned long _exception_code(void);
void ext(void);
static unsigned long seen;
static int filt(unsigned long code) { seen = code; printf("filter sees %lx\n", code); return code == 0xE0000042 ? 1 : (code == 0xE0000043 ? -1 : 0); }
int main(void) {
	for (int i = 0; i < 2; i++) {
		__try {
			ext();
			printf("ext returned\n");
		} __except (filt(_exception_code())) {
			printf("handler %lx\n", seen);
		}
	}
	return 0;
}
