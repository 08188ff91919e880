/* what the file tests share: the errno names they print (the numbers
 * differ between C libraries), and a path in a folder */
#include <errno.h>
#include <stdio.h>
static const char *
errname(int e)
{
	switch (e) {
	case 0: return "0";
	case ENOENT: return "ENOENT";
	case EACCES: return "EACCES";
	case EBADF: return "EBADF";
	case EEXIST: return "EEXIST";
	case EINVAL: return "EINVAL";
	case EISDIR: return "EISDIR";
	case ENOTDIR: return "ENOTDIR";
	case EROFS: return "EROFS";
	case ESPIPE: return "ESPIPE";
	case EXDEV: return "EXDEV";
	case EBUSY: return "EBUSY";
	case ENOTEMPTY: return "ENOTEMPTY";
	case EPERM: return "EPERM";
	default: return "other";
	}
}

/* dir/name, in one of four rotating buffers */
static const char *
in(const char *dir, const char *name)
{
	static char buf[4][1024];
	static int k;
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s/%s", dir, name);
	return buf[k];
}
