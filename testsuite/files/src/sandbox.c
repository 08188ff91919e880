/* The sandbox: every attempt to reach the host outside the granted
 * folders fails with its errno (SPEC.md, "Files and the sandbox").
 * argv[1]: a read-only grant holding data.txt, a symbolic link `inner`
 * to it, `escape` to a file outside, `up` to the folder above, a FIFO
 * `fifo`; argv[2], argv[3]: two read-write grants, argv[2] holding a
 * dangling link `dangling` to a name outside and a link `out-link` to
 * the file outside. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "common.h"


static void
try_fopen(const char *what, const char *path, const char *mode)
{
	errno = 0;
	FILE *f = fopen(path, mode);
	char line[64] = "";
	if (f && strchr(mode, 'r') && !strchr(mode, '+'))
		fgets(line, sizeof line, f);
	printf("%-28s %s %s%s", what, f ? "opened" : "refused", errname(errno), f && *line ? ": " : "\n");
	if (f && *line)
		printf("%s", line);
	if (f)
		fclose(f);
}

static void
try_open(const char *what, const char *path, int flags)
{
	errno = 0;
	int fd = open(path, flags, 0644);
	printf("%-28s %s %s\n", what, fd >= 0 ? "opened" : "refused", errname(errno));
	if (fd >= 0)
		close(fd);
}

int
main(int argc, char **argv)
{
	if (argc < 4)
		return 2;
	const char *ro = argv[1], *rw = argv[2], *rw2 = argv[3];
	/* outside every grant: nothing exists */
	try_fopen("absolute outside", "/etc/passwd", "r");
	try_open("open absolute outside", "/etc/passwd", O_RDONLY);
	try_fopen("the root", "/", "r");
	try_fopen("dot-dot out of a grant", in(ro, "../../../../etc/passwd"), "r");
	try_fopen("relative dot-dot", "../../../etc/passwd", "r");
	try_fopen("create outside", "/tmp/ehi-sandbox-test", "w");
	/* dot-dot inside the guest's names */
	try_fopen("dot-dot between grants", in(rw, "../" ) , "r");
	try_fopen("dot-dot inside", in(ro, "./sub/../data.txt"), "r");
	/* symbolic links */
	try_fopen("link inside", in(ro, "inner"), "r");
	try_fopen("link outside", in(ro, "escape"), "r");
	try_fopen("link to the folder above", in(ro, "up/secret.txt"), "r");
	try_fopen("missing beyond a link out", in(ro, "up/no-such-file"), "r");
	try_fopen("create through a dangling", in(rw, "dangling"), "w");
	try_fopen("a FIFO", in(ro, "fifo"), "r");
	/* a read-only grant */
	try_fopen("ro: w", in(ro, "data.txt"), "w");
	try_fopen("ro: a", in(ro, "data.txt"), "a");
	try_fopen("ro: r+", in(ro, "data.txt"), "r+");
	try_fopen("ro: new file", in(ro, "new.txt"), "w");
	try_open("ro: O_WRONLY", in(ro, "data.txt"), O_WRONLY);
	try_open("ro: O_CREAT", in(ro, "new.txt"), O_WRONLY | O_CREAT);
	try_open("ro: O_RDONLY|O_TRUNC", in(ro, "data.txt"), O_RDONLY | O_TRUNC);
	try_fopen("ro: still readable", in(ro, "data.txt"), "r");
	errno = 0;
	printf("%-28s %d %s\n", "ro: remove", remove(in(ro, "data.txt")), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "ro: unlink", unlink(in(ro, "data.txt")), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "ro: rename out", rename(in(ro, "data.txt"), in(rw, "x")), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "ro: access W_OK", access(in(ro, "data.txt"), W_OK), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "access outside", access("/etc/passwd", F_OK), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "ro: mkdir", mkdir(in(ro, "newdir"), 0755), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "mkdir outside", mkdir("/tmp/ehi-sandbox-dir", 0755), errname(errno));
	/* read-write grants */
	FILE *f = fopen(in(rw, "mine.txt"), "w");
	fputs("mine\n", f);
	fclose(f);
	errno = 0;
	printf("%-28s %d %s\n", "rw: rename into ro", rename(in(rw, "mine.txt"), in(ro, "mine.txt")), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "rw: rename across grants", rename(in(rw, "mine.txt"), in(rw2, "mine.txt")),
	       errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "rw: rename within", rename(in(rw, "mine.txt"), in(rw, "yours.txt")), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "rw: remove the grant", remove(rw), errname(errno));
	errno = 0;
	printf("%-28s %d %s\n", "rw: remove", remove(in(rw, "yours.txt")), errname(errno));
	try_fopen("rw: removed", in(rw, "yours.txt"), "r");
	try_fopen("rw: write through a link out", in(rw, "out-link"), "w");
	errno = 0;
	printf("%-28s %d %s\n", "rw: remove a link out", remove(in(rw, "out-link")), errname(errno));
	return 0;
}
