/* <stdio.h> streams over files: argv[1] a read-only folder (lines.txt,
 * alpha.txt, sub/nested.txt), argv[2] an empty writable one */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "common.h"

static char ro[512], rw[512];


static void
read_lines(void)
{
	char line[64];
	FILE *f = fopen(in(ro, "lines.txt"), "r");
	int n = 0;
	while (fgets(line, sizeof line, f))
		printf("%d: %s", ++n, line);
	printf("feof %d ferror %d\n", feof(f) != 0, ferror(f) != 0);
	/* the end stays the end */
	printf("fgetc after end: %d\n", fgetc(f));
	clearerr(f);
	printf("after clearerr: feof %d\n", feof(f) != 0);
	printf("fclose %d\n", fclose(f));
}

static void
short_buffers(void)
{
	char b[8];
	FILE *f = fopen(in(ro, "lines.txt"), "r");
	while (fgets(b, sizeof b, f))
		printf("[%s]", b);
	printf("\n");
	fclose(f);
	f = fopen(in(ro, "sub/nested.txt"), "rb");
	printf("nested: %s", fgets(b, 1, f) ? "empty string" : "NULL");
	printf(" '%s'\n", b);
	fclose(f);
}

static void
positions(void)
{
	char b[16] = {0};
	FILE *f = fopen(in(ro, "alpha.txt"), "r");
	printf("fread %zu\n", fread(b, 1, 10, f));
	printf("got %s, ftell %ld\n", b, ftell(f));
	int c = fgetc(f);
	printf("next %c, ungetc %c, ftell %ld\n", c, ungetc('Z', f), ftell(f));
	printf("then %c%c\n", fgetc(f), fgetc(f));
	fseek(f, -3, SEEK_END);
	memset(b, 0, sizeof b);
	printf("at end-3: %zu '%s'\n", fread(b, 1, sizeof b - 1, f), b);
	printf("feof %d\n", feof(f) != 0);
	fseek(f, 5, SEEK_SET);
	printf("seek 5: %c, feof %d\n", fgetc(f), feof(f) != 0);
	fseek(f, 2, SEEK_CUR);
	printf("cur+2: %c\n", fgetc(f));
	rewind(f);
	printf("rewind: %c ftell %ld\n", fgetc(f), ftell(f));
	printf("fseek bad whence: %d\n", fseek(f, 0, 7));
	/* elements: a short last one is not counted */
	rewind(f);
	char rec[5][8];
	printf("records %zu\n", fread(rec, 8, 5, f));
	fpos_t at;
	fseek(f, 7, SEEK_SET);
	fgetpos(f, &at);
	fgetc(f);
	fgetc(f);
	fsetpos(f, &at);
	printf("fsetpos: %c\n", fgetc(f));
	fclose(f);
}

static void
writing(void)
{
	FILE *f = fopen(in(rw, "out.txt"), "w");
	fprintf(f, "%s %d %.2f\n", "numbers", 42, 3.25);
	fputs("a line by fputs\n", f);
	fputc('x', f);
	putc('y', f);
	fwrite("\nfwrite\n", 1, 8, f);
	printf("ftell %ld\n", ftell(f));
	printf("fclose %d\n", fclose(f));
	f = fopen(in(rw, "out.txt"), "a");
	fprintf(f, "appended\n");
	fclose(f);
	f = fopen(in(rw, "out.txt"), "r");
	char line[64];
	while (fgets(line, sizeof line, f))
		printf("back: %s", line);
	fclose(f);
	/* w+: write, then read back after a seek */
	f = fopen(in(rw, "rw.bin"), "w+b");
	for (int i = 0; i < 300; i++)
		fputc(i & 0xff, f);
	fseek(f, 250, SEEK_SET);
	unsigned char u[8];
	printf("read %zu:", fread(u, 1, 8, f));
	for (int i = 0; i < 8; i++)
		printf(" %d", u[i]);
	printf("\n");
	/* r+: overwrite in the middle */
	fseek(f, 1, SEEK_SET);
	fputs("AB", f);
	fflush(f);
	rewind(f);
	printf("r+: %d %d %d %d\n", fgetc(f), fgetc(f), fgetc(f), fgetc(f));
	fclose(f);
	/* a read-only stream refuses writes */
	f = fopen(in(rw, "out.txt"), "r");
	errno = 0;
	int r = fputc('q', f);
	printf("fputc on r: %d ferror %d %s\n", r, ferror(f) != 0, errname(errno));
	fclose(f);
	/* and a write-only one reads */
	f = fopen(in(rw, "out.txt"), "a");
	errno = 0;
	r = fgetc(f);
	printf("fgetc on a: %d ferror %d %s\n", r, ferror(f) != 0, errname(errno));
	fclose(f);
}

static void
names(void)
{
	errno = 0;
	printf("missing: %p %s\n", (void *)fopen(in(ro, "nope.txt"), "r"), errname(errno));
	errno = 0;
	printf("bad mode: %p %s\n", (void *)fopen(in(ro, "lines.txt"), "q"), errname(errno));
	errno = 0;
	printf("x on existing: %p %s\n", (void *)fopen(in(rw, "out.txt"), "wx"), errname(errno));
	printf("rename %d\n", rename(in(rw, "out.txt"), in(rw, "moved.txt")));
	errno = 0;
	printf("old gone: %p %s\n", (void *)fopen(in(rw, "out.txt"), "r"), errname(errno));
	FILE *f = fopen(in(rw, "moved.txt"), "r");
	char line[64];
	printf("moved: %s", fgets(line, sizeof line, f));
	fclose(f);
	/* freopen: the same FILE, another file */
	f = fopen(in(ro, "alpha.txt"), "r");
	FILE *g = freopen(in(rw, "moved.txt"), "r", f);
	printf("freopen same %d: %s", g == f, fgets(line, sizeof line, g));
	errno = 0;
	printf("freopen missing %p %s\n", (void *)freopen(in(rw, "none"), "r", g), errname(errno));
	printf("remove %d\n", remove(in(rw, "moved.txt")));
	errno = 0;
	printf("remove again %d %s\n", remove(in(rw, "moved.txt")), errname(errno));
	errno = 0;
	printf("sub as file: %p %s\n", (void *)fopen(in(ro, "lines.txt/x"), "r"), errname(errno));
}

/* what a reader of the file sees while a writer holds output */
static void
peek(FILE *r, const char *when)
{
	char b[64] = "";
	clearerr(r);
	size_t n = fread(b, 1, sizeof b - 1, r);
	printf("%-22s %zu '%s'\n", when, n, n < 20 ? b : "...");
}

static int
say(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vfprintf(f, fmt, ap);
	va_end(ap);
	return n;
}

static void
buffering(void)
{
	FILE *w = fopen(in(rw, "buf.txt"), "w");
	FILE *r = fopen(in(rw, "buf.txt"), "r");
	printf("vfprintf %d\n", say(w, "held %d", 1));
	peek(r, "before fflush:");
	fflush(w);
	peek(r, "after fflush:");
	fclose(w);
	fclose(r);
	/* full buffers: 4096 bytes; more goes out in whole blocks */
	static char big[10000];
	memset(big, 'b', sizeof big);
	w = fopen(in(rw, "big.txt"), "w");
	r = fopen(in(rw, "big.txt"), "r");
	char small[100];
	memset(small, 's', sizeof small);
	fwrite(small, 1, 100, w);
	peek(r, "100 bytes:");
	fwrite(big, 1, 4000, w);
	peek(r, "4100 bytes:");
	fwrite(big, 1, 5000, w);
	fseek(r, 0, SEEK_END);
	printf("9100 bytes: size %ld\n", ftell(r));
	fclose(w);
	fseek(r, 0, SEEK_END);
	printf("closed: size %ld\n", ftell(r));
	fclose(r);
	/* a fresh stream writes whole blocks at once */
	w = fopen(in(rw, "big.txt"), "w");
	r = fopen(in(rw, "big.txt"), "r");
	fwrite(big, 1, 9000, w);
	fseek(r, 0, SEEK_END);
	printf("fresh 9000: size %ld\n", ftell(r));
	fclose(w);
	fclose(r);
	/* unbuffered and line-buffered */
	w = fopen(in(rw, "nbf.txt"), "w");
	setvbuf(w, NULL, _IONBF, 0);
	r = fopen(in(rw, "nbf.txt"), "r");
	fputs("at once", w);
	peek(r, "_IONBF:");
	fclose(w);
	fclose(r);
	w = fopen(in(rw, "lbf.txt"), "w");
	printf("setvbuf %d\n", setvbuf(w, NULL, _IOLBF, 256));
	r = fopen(in(rw, "lbf.txt"), "r");
	fputs("one\ntwo\nthr", w);
	peek(r, "_IOLBF:");
	fputs("ee", w);
	peek(r, "_IOLBF, no newline:");
	fputc('\n', w);
	peek(r, "_IOLBF, newline:");
	fclose(w);
	fclose(r);
	printf("setvbuf bad mode %d\n", setvbuf(stdout, NULL, 12345, 0) != 0);
}

static void
temporary(void)
{
	FILE *t = tmpfile();
	fprintf(t, "temporary %d\n", 7);
	rewind(t);
	char line[32];
	printf("tmpfile: %s", fgets(line, sizeof line, t));
	fclose(t);
}

int
main(int argc, char **argv)
{
	if (argc < 3)
		return 2;
	snprintf(ro, sizeof ro, "%s", argv[1]);
	snprintf(rw, sizeof rw, "%s", argv[2]);
	read_lines();
	short_buffers();
	positions();
	writing();
	names();
	buffering();
	temporary();
	/* held output reaches the file at exit */
	FILE *f = fopen(in(rw, "at-exit.txt"), "w");
	fprintf(f, "written at exit\n");
	printf("puts returned %d\n", puts("a line by puts"));
	printf("done\n");
	return 0;
}
