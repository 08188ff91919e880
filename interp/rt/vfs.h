/* vfs.h — the sandbox: the file system a program sees (SPEC.md, "Files
 * and the sandbox").
 *
 * A program sees only the host folders granted with `--dir HOST[:GUEST]`
 * (read-only) or `--dir-rw HOST[:GUEST]`, each mounted at its guest
 * path; nothing else of the host exists for it.  Guest paths are made
 * absolute (the working directory is `/`) and `.`/`..` are resolved in
 * the guest's name space before a mount is chosen, so `..` never leaves
 * it; a host symbolic link is followed only when where it leads stays
 * inside its folder.  File descriptors are the guest's own numbers (0, 1
 * and 2 are the host's standard streams, passed through), each backed
 * by a host descriptor.
 *
 * Errors are the target's errno values: every function below returns
 * -ERR (an EhiErrno) on failure; vfs_errno_value gives the number the
 * target's C library uses for it. */
#ifndef EHI_VFS_H
#define EHI_VFS_H

#include "rt/libc.h"

/* the errno names the sandbox gives, in the target-independent numbering
 * vfs_errno_value maps to the target's */
#define VFS_ERRNOS(X)                                                                         \
	X(EPERM) X(ENOENT) X(EIO) X(ENXIO) X(EBADF) X(EAGAIN) X(EACCES) X(EBUSY) X(EEXIST)    \
	X(EXDEV) X(ENOTDIR) X(EISDIR) X(EINVAL) X(EMFILE) X(ETXTBSY) X(EFBIG) X(ENOSPC)      \
	X(ESPIPE) X(EROFS) X(ENAMETOOLONG) X(ENOSYS) X(ENOTEMPTY) X(ELOOP) X(EOVERFLOW) X(ENOTTY) X(ENOMEM) \
	X(EILSEQ)
#define VFS_ENUM(N) V_##N,
typedef enum VfsErr { V_OK, VFS_ERRNOS(VFS_ENUM) V__COUNT } VfsErr;
#undef VFS_ENUM

/* the access a guest open asks for, in the sandbox's own terms (the
 * target's O_* bits are decoded by the caller) */
enum {
	VFS_READ = 1, VFS_WRITE = 2, VFS_CREATE = 4, VFS_EXCL = 8, VFS_TRUNC = 16, VFS_APPEND = 32,
};

/* the most descriptors a program may hold open at once (EMFILE beyond) */
enum { VFS_MAX_FDS = 256 };

/* grant the host folder `host` at guest path `guest` (NULL: the same as
 * host); false with err set when it cannot be (a usage error: no such
 * folder, a bad guest path, two grants at one guest path) */
bool vfs_grant(VM *vm, const char *host, const char *guest, bool rw, char *err, size_t errlen);

/* the target's errno number for e */
int vfs_errno_value(const VM *vm, VfsErr e);
/* set the program's errno to e; returns -1 (what the failing call returns) */
int64_t vfs_fail(VM *vm, VfsErr e);

/* guest descriptor operations: >= 0 on success, else -(VfsErr) */
int64_t vfs_open(VM *vm, const char *path, unsigned how);
int64_t vfs_tmpfile(VM *vm);
int64_t vfs_close(VM *vm, int64_t fd);
int64_t vfs_read(VM *vm, int64_t fd, void *buf, size_t n);
int64_t vfs_write(VM *vm, int64_t fd, const void *buf, size_t n);
int64_t vfs_lseek(VM *vm, int64_t fd, int64_t off, int whence);
/* how fd was opened (VFS_READ | VFS_WRITE | VFS_APPEND), or -EBADF */
int64_t vfs_fd_mode(VM *vm, int64_t fd);
/* is fd one of the host's standard streams, passed through? */
bool vfs_is_std(VM *vm, int64_t fd);
/* what vfs_remove removes: a file (unlink), a folder (rmdir), either (remove) */
enum { VFS_RM_FILE = 1, VFS_RM_DIR = 2 };
int64_t vfs_remove(VM *vm, const char *path, unsigned what);
int64_t vfs_rename(VM *vm, const char *from, const char *to);
/* mkdir(path, mode): the mode is not kept */
int64_t vfs_mkdir(VM *vm, const char *path, unsigned mode);
/* access(path, mode): mode's bits R 4, W 2, X 1 (0: exists) */
int64_t vfs_access(VM *vm, const char *path, unsigned mode);


#endif
