/* the errno names the file tests print (numbers differ between C libraries) */
#include <errno.h>
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
