/* vfs.c — the sandbox (vfs.h): the granted folders, guest paths to host
 * paths, the guest's file descriptors, and errno in the target's numbers.
 *
 * How a guest path reaches the host: it is made absolute against the
 * guest's working directory `/`, its `.` and `..` resolved by name (so
 * `/data/../etc` is `/etc`, which no grant holds: ENOENT); the grant with
 * the longest guest path that is a prefix of it gives the host folder;
 * the host path is that folder plus the rest.  Then the host resolves it
 * (realpath): a symbolic link may lead anywhere inside the granted
 * folder, but where it leads outside it the open is refused (EACCES), as
 * is a dangling link where a file would be created.  The resolved path
 * is opened with O_NOFOLLOW, beneath the granted folder's descriptor
 * with openat2's RESOLVE_BENEATH where the kernel has it, so that a
 * link swapped in between the check and the open (a race by another
 * host process) cannot lead the open outside either. */
#define _GNU_SOURCE
#include "rt/vfs.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef SYS_openat2
#include <linux/openat2.h>
#endif

typedef struct VfsMount {
	char *guest;            /* normalised: "/" or "/a/b" */
	char *host;             /* the host folder, resolved (realpath) */
	int dirfd;              /* it, opened (O_PATH), or -1 */
	bool rw;
} VfsMount;

typedef struct VfsFd {
	int host;               /* the host descriptor; -1 for the passed-through 0, 1, 2 */
	unsigned mode;          /* VFS_READ | VFS_WRITE | VFS_APPEND; 0: free */
} VfsFd;

typedef struct VfsState {
	Vec mounts;             /* VfsMount */
	VfsFd fds[VFS_MAX_FDS];
} VfsState;

static VfsState *
vfs(VM *vm)
{
	return rt_state(vm, &rt_vfs);
}

/* ---------------------------------------------------------------- errno */
/* each name's number in glibc (and ehi's builtin library), Darwin's
 * libSystem, the Windows CRTs (UCRT, msvcrt for MinGW) and wasi-libc
 * (WASI's errno numbering) */
static const struct { VfsErr e; int host; int16_t linux_, darwin, windows, wasi; } errnos[] = {
	{V_EPERM, EPERM, 1, 1, 1, 63}, {V_ENOENT, ENOENT, 2, 2, 2, 44}, {V_EIO, EIO, 5, 5, 5, 29},
	{V_ENXIO, ENXIO, 6, 6, 6, 60}, {V_EBADF, EBADF, 9, 9, 9, 8}, {V_EAGAIN, EAGAIN, 11, 35, 11, 6},
	{V_ENOMEM, ENOMEM, 12, 12, 12, 48}, {V_EACCES, EACCES, 13, 13, 13, 2}, {V_EBUSY, EBUSY, 16, 16, 16, 10},
	{V_EEXIST, EEXIST, 17, 17, 17, 20}, {V_EXDEV, EXDEV, 18, 18, 18, 75}, {V_ENOTDIR, ENOTDIR, 20, 20, 20, 54},
	{V_EISDIR, EISDIR, 21, 21, 21, 31}, {V_EINVAL, EINVAL, 22, 22, 22, 28}, {V_EMFILE, EMFILE, 24, 24, 24, 33},
	{V_ENOTTY, ENOTTY, 25, 25, 25, 59}, {V_ETXTBSY, ETXTBSY, 26, 26, 139, 74}, {V_EFBIG, EFBIG, 27, 27, 27, 22},
	{V_ENOSPC, ENOSPC, 28, 28, 28, 51}, {V_ESPIPE, ESPIPE, 29, 29, 29, 70}, {V_EROFS, EROFS, 30, 30, 30, 69},
	{V_ENAMETOOLONG, ENAMETOOLONG, 36, 63, 38, 37}, {V_ENOSYS, ENOSYS, 38, 78, 40, 52},
	{V_ENOTEMPTY, ENOTEMPTY, 39, 66, 41, 55}, {V_ELOOP, ELOOP, 40, 62, 114, 32},
	{V_EOVERFLOW, EOVERFLOW, 75, 84, 132, 61}, {V_EILSEQ, EILSEQ, 84, 92, 42, 25},
};

int
vfs_errno_value(const VM *vm, VfsErr e)
{
	bool wasi = vm->tgt.os == OS_NONE && vm->m->triple && strstr(vm->m->triple, "wasi");
	for (size_t k = 0; k < countof(errnos); k++)
		if (errnos[k].e == e) {
			if (wasi)
				return errnos[k].wasi;
			switch (vm->tgt.abi.crt) {
			case CRT_DARWIN: return errnos[k].darwin;
			case CRT_UCRT: case CRT_MINGW: return errnos[k].windows;
			default: return errnos[k].linux_;
			}
		}
	return wasi ? 29 : 5; /* EIO */
}

/* a host errno as the sandbox's (what it has no name for: EIO) */
static int64_t
host_err(int e)
{
	for (size_t k = 0; k < countof(errnos); k++)
		if (errnos[k].host == e)
			return -(int64_t)errnos[k].e;
	return -(int64_t)V_EIO;
}

int64_t
vfs_fail(VM *vm, VfsErr e)
{
	libc_set_errno(vm, vfs_errno_value(vm, e));
	return -1;
}

/* --------------------------------------------------------------- paths */
/* path made absolute (against `/`) with `.`, `..` and repeated slashes
 * resolved by name, into a fresh string; *dir_only: it ended in `/` */
static char *
normalise(const char *path, bool *dir_only)
{
	size_t n = strlen(path);
	char *out = xmalloc(n + 2);
	size_t len = 0;
	const char *p = path;
	while (*p) {
		while (*p == '/')
			p++;
		const char *s = p;
		while (*p && *p != '/')
			p++;
		size_t k = (size_t)(p - s);
		if (!k || (k == 1 && s[0] == '.'))
			continue;
		if (k == 2 && s[0] == '.' && s[1] == '.') {
			while (len && out[len - 1] != '/')
				len--;
			if (len)
				len--; /* the slash: "/a/b" -> "/a"; "/" stays (its `..` is itself) */
			continue;
		}
		out[len++] = '/';
		memcpy(out + len, s, k);
		len += k;
	}
	if (!len)
		out[len++] = '/';
	out[len] = 0;
	if (dir_only)
		*dir_only = n && path[n - 1] == '/';
	return out;
}

/* the grant holding the normalised guest path g, and the rest of g
 * after its guest path (no leading slash), or NULL */
static VfsMount *
find_mount(VM *vm, const char *g, const char **rest)
{
	VfsMount *best = NULL;
	size_t bestlen = 0;
	Vec *ms = &vfs(vm)->mounts;
	for (uint32_t i = 0; i < ms->len; i++) {
		VfsMount *m = &VEC_AT(ms, VfsMount, i);
		size_t k = strlen(m->guest);
		bool in = k == 1 ? true : strncmp(g, m->guest, k) == 0 && (g[k] == 0 || g[k] == '/');
		if (in && (!best || k > bestlen)) {
			best = m;
			bestlen = k;
		}
	}
	if (best) {
		const char *r = g + (bestlen == 1 ? 0 : bestlen);
		while (*r == '/')
			r++;
		*rest = r;
	}
	return best;
}

static bool
inside(const char *root, const char *p)
{
	size_t k = strlen(root);
	if (k == 1)
		return true; /* a grant of `/` holds everything */
	return strncmp(p, root, k) == 0 && (p[k] == 0 || p[k] == '/');
}

/* does the longest leading part of the host path p that resolves
 * resolve inside root? */
static bool
resolves_inside(const char *root, const char *p)
{
	char *q = xstrdup(p);
	bool in = true;
	for (char *slash; (slash = strrchr(q, '/')) && slash > q;) {
		*slash = 0;
		char *real = realpath(q, NULL);
		if (real) {
			in = inside(root, real);
			free(real);
			break;
		}
	}
	free(q);
	return in;
}

/* The host path of the guest path `path` in a grant, resolved and
 * checked: a fresh string in *host (else the error).  create: the last
 * name need not exist (its folder must). *mount: the grant */
static int64_t
resolve(VM *vm, const char *path, bool create, VfsMount **mount, char **host)
{
	*host = NULL;
	if (!*path)
		return -V_ENOENT;
	bool dir_only;
	char *g = normalise(path, &dir_only);
	const char *rest;
	VfsMount *m = find_mount(vm, g, &rest);
	if (!m) {
		free(g);
		return -V_ENOENT; /* nothing outside the grants exists */
	}
	*mount = m;
	Buf b = {0};
	buf_printf(&b, "%s%s%s%s", m->host, *rest ? "/" : "", rest, dir_only ? "/" : "");
	free(g);
	int64_t rc = 0;
	char *real = realpath(b.s, NULL);
	if (real) {
		if (!inside(m->host, real)) {
			free(real);
			rc = -V_EACCES; /* a symbolic link out of the grant */
		} else {
			*host = real;
		}
	} else if (errno == ENOENT && create && !dir_only) {
		/* a new name: its folder must resolve inside the grant, and the
		 * name must not be a (dangling) symbolic link */
		struct stat st;
		char *slash = strrchr(b.s, '/');
		*slash = 0;
		char *dir = realpath(b.s, NULL);
		*slash = '/';
		if (!dir)
			rc = resolves_inside(m->host, b.s) ? host_err(errno) : -V_EACCES;
		else if (!inside(m->host, dir) || lstat(b.s, &st) == 0)
			rc = -V_EACCES;
		else {
			Buf h = {0};
			buf_printf(&h, "%s/%s", strcmp(dir, "/") ? dir : "", slash + 1);
			*host = h.s;
		}
		free(dir);
	} else {
		/* a name that does not resolve: the error only when the part
		 * that does resolves inside the grant (else whether something
		 * exists outside would show) */
		rc = host_err(errno);
		if (!resolves_inside(m->host, b.s))
			rc = -V_EACCES;
	}
	buf_free(&b);
	return rc;
}

/* The host path of the guest path `path` in a grant without following
 * its last name (what remove and rename act on: a link itself): its
 * folder resolved and checked; the name must exist when must_exist */
static int64_t
resolve_last(VM *vm, const char *path, bool must_exist, VfsMount **mount, char **host)
{
	*host = NULL;
	if (!*path)
		return -V_ENOENT;
	char *g = normalise(path, NULL);
	const char *rest;
	VfsMount *m = find_mount(vm, g, &rest);
	if (!m) {
		free(g);
		return -V_ENOENT;
	}
	*mount = m;
	if (!*rest) { /* the granted folder itself */
		free(g);
		*host = xstrdup(m->host);
		return 0;
	}
	Buf b = {0};
	buf_printf(&b, "%s/%s", m->host, rest);
	free(g);
	char *slash = strrchr(b.s, '/');
	*slash = 0;
	char *dir = realpath(b.s, NULL);
	*slash = '/';
	int64_t rc = 0;
	struct stat st;
	if (!dir)
		rc = resolves_inside(m->host, b.s) ? host_err(errno) : -V_EACCES;
	else if (!inside(m->host, dir))
		rc = -V_EACCES;
	else if (must_exist && lstat(b.s, &st) != 0)
		rc = host_err(errno);
	else {
		Buf h = {0};
		buf_printf(&h, "%s/%s", strcmp(dir, "/") ? dir : "", slash + 1);
		*host = h.s;
	}
	free(dir);
	buf_free(&b);
	return rc;
}

/* --------------------------------------------------------------- grants */
bool
vfs_grant(VM *vm, const char *host, const char *guest, bool rw, char *err, size_t errlen)
{
	struct stat st;
	char *real = realpath(host, NULL);
	if (!real || stat(real, &st) != 0 || !S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "%s '%s': %s", rw ? "--dir-rw" : "--dir", host,
			 real ? "not a folder" : strerror(errno));
		free(real);
		return false;
	}
	if (!guest)
		guest = host;
	if (!*guest) {
		snprintf(err, errlen, "%s '%s': an empty guest path", rw ? "--dir-rw" : "--dir", host);
		free(real);
		return false;
	}
	char *g = normalise(guest, NULL);
	Vec *ms = &vfs(vm)->mounts;
	for (uint32_t i = 0; i < ms->len; i++) {
		VfsMount *m = &VEC_AT(ms, VfsMount, i);
		if (strcmp(m->guest, g) == 0) {
			snprintf(err, errlen, "%s: the guest path '%s' is granted twice", rw ? "--dir-rw" : "--dir", g);
			free(real);
			free(g);
			return false;
		}
	}
	int dirfd = open(real, O_PATH | O_DIRECTORY | O_CLOEXEC);
	VEC_PUSH(&vfs(vm)->mounts, VfsMount, ((VfsMount){g, real, dirfd, rw}));
	return true;
}

/* ---------------------------------------------------------- descriptors */
static VfsFd *
fd_at(VM *vm, int64_t fd)
{
	if (fd < 0 || fd >= VFS_MAX_FDS || !vfs(vm)->fds[fd].mode)
		return NULL;
	return &vfs(vm)->fds[fd];
}

/* the lowest free descriptor for host descriptor h (closed when none) */
static int64_t
fd_new(VM *vm, int h, unsigned mode)
{
	for (int k = 0; k < VFS_MAX_FDS; k++)
		if (!vfs(vm)->fds[k].mode) {
			vfs(vm)->fds[k] = (VfsFd){h, mode};
			return k;
		}
	close(h);
	return -V_EMFILE;
}

/* open the resolved host path (inside m) beneath m's folder; -1 with
 * errno (EXDEV: it would have left the folder) */
static int
open_beneath(const VfsMount *m, const char *host, int flags)
{
#ifdef SYS_openat2
	if (m->dirfd >= 0) {
		const char *rel = host + strlen(m->host);
		while (*rel == '/')
			rel++;
		struct open_how oh = {.flags = (uint64_t)flags, .mode = flags & O_CREAT ? 0666 : 0,
				      .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS};
		long h = syscall(SYS_openat2, m->dirfd, *rel ? rel : ".", &oh, sizeof oh);
		if (h >= 0 || (errno != ENOSYS && errno != EPERM))
			return (int)h;
		/* no openat2 (an old kernel, a seccomp filter): the checked path */
	}
#endif
	return open(host, flags, 0666);
}

int64_t
vfs_open(VM *vm, const char *path, unsigned how)
{
	VfsMount *m;
	char *host;
	int64_t rc = resolve(vm, path, how & VFS_CREATE, &m, &host);
	if (rc < 0)
		return rc;
	if (!m->rw && (how & (VFS_WRITE | VFS_TRUNC | VFS_APPEND) || (how & VFS_CREATE && access(host, F_OK) != 0))) {
		free(host);
		return -V_EROFS; /* a read-only grant: as a read-only file system */
	}
	int flags = (how & VFS_WRITE ? (how & VFS_READ ? O_RDWR : O_WRONLY) : O_RDONLY) | O_NOFOLLOW | O_CLOEXEC;
	if (how & VFS_CREATE)
		flags |= O_CREAT;
	if (how & VFS_EXCL)
		flags |= O_EXCL;
	if (how & VFS_TRUNC)
		flags |= O_TRUNC;
	if (how & VFS_APPEND)
		flags |= O_APPEND;
	int h = open_beneath(m, host, flags | O_NONBLOCK);
	free(host);
	if (h < 0)
		return errno == EXDEV ? -V_EACCES : host_err(errno);
	/* no host FIFO or device may block the run or be reached: regular
	 * files and folders only */
	struct stat st;
	if (fstat(h, &st) != 0 || !(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))) {
		close(h);
		return -V_EACCES;
	}
	fcntl(h, F_SETFL, fcntl(h, F_GETFL) & ~O_NONBLOCK);
	return fd_new(vm, h, (how & (VFS_READ | VFS_WRITE | VFS_APPEND)) | VFS_READ * !(how & VFS_WRITE));
}

int64_t
vfs_tmpfile(VM *vm)
{
	/* an anonymous host file, deleted at once: no name of it exists */
	FILE *f = tmpfile();
	if (!f)
		return host_err(errno);
	int h = dup(fileno(f));
	int e = errno;
	fclose(f);
	if (h < 0)
		return host_err(e);
	return fd_new(vm, h, VFS_READ | VFS_WRITE);
}

int64_t
vfs_fd_mode(VM *vm, int64_t fd)
{
	VfsFd *f = fd_at(vm, fd);
	return f ? (int64_t)f->mode : -V_EBADF;
}

bool
vfs_is_std(VM *vm, int64_t fd)
{
	VfsFd *f = fd_at(vm, fd);
	return f && f->host < 0;
}

int64_t
vfs_close(VM *vm, int64_t fd)
{
	VfsFd *f = fd_at(vm, fd);
	if (!f)
		return -V_EBADF;
	if (f->host >= 0)
		close(f->host);
	*f = (VfsFd){-1, 0};
	return 0;
}

int64_t
vfs_read(VM *vm, int64_t fd, void *buf, size_t n)
{
	VfsFd *f = fd_at(vm, fd);
	if (!f || !(f->mode & VFS_READ))
		return -V_EBADF;
	if (f->host < 0)
		vm_flush_stdout(vm); /* what the program wrote shows before it waits for input */
	ssize_t k = read(f->host < 0 ? STDIN_FILENO : f->host, buf, n);
	return k < 0 ? host_err(errno) : k;
}

int64_t
vfs_write(VM *vm, int64_t fd, const void *buf, size_t n)
{
	VfsFd *f = fd_at(vm, fd);
	if (!f || !(f->mode & VFS_WRITE))
		return -V_EBADF;
	if (f->host < 0) {
		/* 1 and 2: in order with what stdio wrote before */
		vm_flush_stdout(vm);
		FILE *out = fd == 2 ? vm->stderr_file : vm->stdout_file;
		fwrite(buf, 1, n, out);
		fflush(out);
		return (int64_t)n;
	}
	ssize_t k = write(f->host, buf, n);
	return k < 0 ? host_err(errno) : k;
}

int64_t
vfs_lseek(VM *vm, int64_t fd, int64_t off, int whence)
{
	VfsFd *f = fd_at(vm, fd);
	if (!f)
		return -V_EBADF;
	if (f->host < 0)
		return -V_ESPIPE; /* the standard streams are pipes or terminals to the program */
	if (whence < 0 || whence > 2)
		return -V_EINVAL;
	off_t r = lseek(f->host, (off_t)off, whence == 0 ? SEEK_SET : whence == 1 ? SEEK_CUR : SEEK_END);
	return r < 0 ? host_err(errno) : (int64_t)r;
}

int64_t
vfs_remove(VM *vm, const char *path, unsigned what)
{
	VfsMount *m;
	char *host;
	int64_t rc = resolve_last(vm, path, true, &m, &host);
	if (rc < 0)
		return rc;
	if (!m->rw)
		rc = -V_EROFS;
	else if (strcmp(host, m->host) == 0)
		rc = -V_EBUSY; /* the granted folder itself */
	else if (what == VFS_RM_DIR)
		rc = rmdir(host) == 0 ? 0 : host_err(errno);
	else if (unlink(host) != 0) {
		/* remove: a folder is rmdir's (Linux's unlink says EISDIR) */
		int e = errno;
		rc = (e == EISDIR || e == EPERM) && (what & VFS_RM_DIR) ? (rmdir(host) == 0 ? 0 : host_err(errno))
									   : host_err(e);
	}
	free(host);
	return rc;
}

int64_t
vfs_rename(VM *vm, const char *from, const char *to)
{
	VfsMount *mf, *mt;
	char *hf, *ht = NULL;
	int64_t rc = resolve_last(vm, from, true, &mf, &hf);
	if (rc < 0)
		return rc;
	rc = resolve_last(vm, to, false, &mt, &ht);
	if (rc == 0) {
		if (!mf->rw || !mt->rw)
			rc = -V_EROFS;
		else if (mf != mt)
			rc = -V_EXDEV; /* two grants are two file systems */
		else if (strcmp(hf, mf->host) == 0 || strcmp(ht, mt->host) == 0)
			rc = -V_EBUSY;
		else if (rename(hf, ht) != 0)
			rc = host_err(errno);
	}
	free(hf);
	free(ht);
	return rc;
}

int64_t
vfs_mkdir(VM *vm, const char *path, unsigned mode)
{
	(void)mode;
	VfsMount *m;
	char *host;
	int64_t rc = resolve_last(vm, path, false, &m, &host);
	if (rc < 0)
		return rc;
	if (!m->rw)
		rc = access(host, F_OK) == 0 ? -V_EEXIST : -V_EROFS;
	else if (mkdir(host, 0777) != 0)
		rc = host_err(errno);
	free(host);
	return rc;
}

int64_t
vfs_access(VM *vm, const char *path, unsigned mode)
{
	VfsMount *m;
	char *host;
	int64_t rc = resolve(vm, path, false, &m, &host);
	if (rc < 0)
		return rc;
	if ((mode & 2) && !m->rw)
		rc = -V_EROFS;
	else if (access(host, (mode & 4 ? R_OK : 0) | (mode & 2 ? W_OK : 0) | (mode & 1 ? X_OK : 0)) != 0)
		rc = host_err(errno);
	free(host);
	return rc;
}

/* ------------------------------------------------------------- per run */
static void
vfs_start(VM *vm)
{
	VfsState *s = vfs(vm);
	for (int k = 0; k < VFS_MAX_FDS; k++)
		s->fds[k] = (VfsFd){-1, k == 0 ? VFS_READ : k <= 2 ? VFS_WRITE : 0};
}

static void
vfs_finish(VM *vm)
{
	VfsState *s = vfs(vm);
	for (int k = 0; k < VFS_MAX_FDS; k++)
		if (s->fds[k].mode && s->fds[k].host >= 0)
			close(s->fds[k].host);
	for (uint32_t i = 0; i < s->mounts.len; i++) {
		VfsMount *m = &VEC_AT(&s->mounts, VfsMount, i);
		free(m->guest);
		free(m->host);
		if (m->dirfd >= 0)
			close(m->dirfd);
	}
	vec_free(&s->mounts);
}

const RuntimeLib rt_vfs = {
	.name = "the sandboxed file system",
	.start = vfs_start,
	.finish = vfs_finish,
	.state_size = sizeof(VfsState),
};
