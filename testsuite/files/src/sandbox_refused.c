/* What would reach the host beyond files: processes, a shell, the
 * network.  argv[1] names the attempt. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "";
	printf("trying %s\n", what);
	if (!strcmp(what, "system"))
		return system("cat /etc/passwd");
	if (!strcmp(what, "popen")) {
		FILE *p = popen("ls /", "r");
		return p ? pclose(p) : 1;
	}
	if (!strcmp(what, "fork"))
		return fork() < 0;
	if (!strcmp(what, "execv")) {
		char *args[] = {"/bin/sh", NULL};
		return execv("/bin/sh", args);
	}
	if (!strcmp(what, "execlp"))
		return execlp("sh", "sh", "-c", "true", (char *)NULL);
	if (!strcmp(what, "socket"))
		return socket(AF_INET, SOCK_STREAM, 0) < 0;
	return 0;
}
