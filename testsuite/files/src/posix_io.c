/* <fcntl.h>/<unistd.h> descriptors over files: argv[1] a read-only
 * folder (alpha.txt), argv[2] an empty writable one */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "common.h"


int
main(int argc, char **argv)
{
	if (argc < 3)
		return 2;
	char b[64];
	int fd = open(in(argv[1], "alpha.txt"), O_RDONLY);
	printf("open: %s\n", fd >= 3 ? "a new descriptor" : "?");
	ssize_t n = read(fd, b, 5);
	printf("read %zd: %.5s\n", n, b);
	printf("lseek cur %ld\n", (long)lseek(fd, 0, SEEK_CUR));
	printf("lseek end %ld\n", (long)lseek(fd, 0, SEEK_END));
	printf("read at end %zd\n", read(fd, b, sizeof b));
	lseek(fd, -4, SEEK_END);
	n = read(fd, b, sizeof b);
	printf("last %zd: %.4s\n", n, b);
	errno = 0;
	printf("lseek before start %ld %s\n", (long)lseek(fd, -100, SEEK_SET), errname(errno));
	errno = 0;
	printf("write on O_RDONLY %zd %s\n", write(fd, "x", 1), errname(errno));
	printf("close %d\n", close(fd));
	errno = 0;
	printf("close again %d %s\n", close(fd), errname(errno));
	errno = 0;
	printf("read bad fd %zd %s\n", read(99, b, 1), errname(errno));
	errno = 0;
	printf("open missing %d %s\n", open(in(argv[1], "none"), O_RDONLY), errname(errno));

	/* the lowest free descriptor is reused */
	int a = open(in(argv[1], "alpha.txt"), O_RDONLY);
	int c = open(in(argv[1], "alpha.txt"), O_RDONLY);
	close(a);
	int d = open(in(argv[1], "alpha.txt"), O_RDONLY);
	printf("reuse: %d, next %d\n", d == a, c == a + 1);
	close(c);
	close(d);

	int w = open(in(argv[2], "data.bin"), O_WRONLY | O_CREAT | O_TRUNC, 0644);
	printf("write %zd\n", write(w, "hello, descriptors\n", 19));
	printf("write %zd\n", write(w, "more\n", 5));
	close(w);
	errno = 0;
	printf("O_EXCL on existing %d %s\n", open(in(argv[2], "data.bin"), O_WRONLY | O_CREAT | O_EXCL, 0644),
	       errname(errno));
	w = open(in(argv[2], "data.bin"), O_WRONLY | O_APPEND);
	write(w, "appended\n", 9);
	close(w);
	int r = open(in(argv[2], "data.bin"), O_RDWR);
	memset(b, 0, sizeof b);
	n = read(r, b, sizeof b - 1);
	printf("back %zd:\n%s", n, b);
	lseek(r, 0, SEEK_SET);
	write(r, "HELLO", 5);
	lseek(r, 0, SEEK_SET);
	memset(b, 0, sizeof b);
	read(r, b, 10);
	printf("overwritten: %s\n", b);
	close(r);
	/* a stream over a descriptor */
	r = open(in(argv[2], "data.bin"), O_RDONLY);
	FILE *f = fdopen(r, "r");
	printf("fileno same %d\n", fileno(f) == r);
	printf("fdopen: %s", fgets(b, sizeof b, f));
	fclose(f);
	errno = 0;
	printf("closed with it %d %s\n", close(r), errname(errno));
	printf("unlink %d\n", unlink(in(argv[2], "data.bin")));
	errno = 0;
	printf("unlink again %d %s\n", unlink(in(argv[2], "data.bin")), errname(errno));
	/* folders */
	printf("mkdir %d\n", mkdir(in(argv[2], "dir"), 0755));
	errno = 0;
	printf("mkdir again %d %s\n", mkdir(in(argv[2], "dir"), 0755), errname(errno));
	close(open(in(argv[2], "dir/f"), O_WRONLY | O_CREAT, 0644));
	errno = 0;
	printf("rmdir not empty %d %s\n", rmdir(in(argv[2], "dir")), errname(errno));
	errno = 0;
	printf("rmdir a file %d %s\n", rmdir(in(argv[2], "dir/f")), errname(errno));
	errno = 0;
	printf("unlink a folder %d %s\n", unlink(in(argv[2], "dir")), errname(errno));
	printf("remove file, folder %d %d\n", remove(in(argv[2], "dir/f")), remove(in(argv[2], "dir")));
	errno = 0;
	printf("mkdir in ro %d %s\n", mkdir(in(argv[1], "sub"), 0755), errname(errno));
	printf("access %d %d\n", access(in(argv[1], "alpha.txt"), F_OK), access(in(argv[1], "alpha.txt"), R_OK));
	errno = 0;
	printf("access missing %d %s\n", access(in(argv[1], "none"), F_OK), errname(errno));
	printf("stdio fds %d %d %d\n", fileno(stdin), fileno(stdout), fileno(stderr));
	return 0;
}
