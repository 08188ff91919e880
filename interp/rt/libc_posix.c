/* libc_posix.c — <fcntl.h> and <unistd.h> descriptors over the sandbox
 * (open, read, write, close, lseek, unlink, rmdir, and the names
 * clang and the C libraries give them), and what the sandbox refuses:
 * processes and sockets, which would reach the host (X-LIB-5). */
#include "rt/libc.h"
#include "rt/vfs.h"

#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------- open's flags */
/* the O_* bits of each C library (O_RDONLY 0, O_WRONLY 1, O_RDWR 2 in all) */
typedef struct OpenFlags { uint32_t creat, excl, trunc, append; } OpenFlags;
static const OpenFlags linux_flags = {0x40, 0x80, 0x200, 0x400};
static const OpenFlags darwin_flags = {0x200, 0x800, 0x400, 0x8};
static const OpenFlags windows_flags = {0x100, 0x400, 0x200, 0x8}; /* _O_CREAT ... of io.h */

static unsigned
decode_flags(VM *vm, uint32_t f)
{
	if (vm->tgt.os == OS_NONE && vm->m->triple && strstr(vm->m->triple, "wasi"))
		vm_fail(vm, R_ERROR, "open on a WASI target: wasi-libc's O_* flags are not decoded (fopen is provided)");
	const OpenFlags *o = vm->tgt.abi.crt == CRT_DARWIN ? &darwin_flags
			     : vm->tgt.abi.crt == CRT_UCRT || vm->tgt.abi.crt == CRT_MINGW ? &windows_flags
											     : &linux_flags;
	unsigned acc = f & 3;
	unsigned how = acc == 0 ? VFS_READ : acc == 1 ? VFS_WRITE : VFS_READ | VFS_WRITE;
	if (f & o->creat)
		how |= VFS_CREATE;
	if (f & o->excl)
		how |= VFS_EXCL;
	if (f & o->trunc)
		how |= VFS_TRUNC;
	if (f & o->append)
		how |= VFS_APPEND;
	return how;
}

/* a descriptor call's result: the value, or -1 with errno set */
static void
ret_fd(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int64_t rc)
{
	builtin_ret(cs, R, Z, (uint64_t)(rc < 0 ? vfs_fail(vm, (VfsErr)-rc) : rc));
}

/* a call on the path in argument 0: op(path, arg), its result or -1
 * with errno */
typedef int64_t (*PathOp)(VM *vm, const char *path, unsigned arg);

static int
path_call(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, PathOp op, unsigned arg)
{
	char *path = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	int64_t rc = op(vm, path, arg);
	free(path);
	ret_fd(vm, cs, R, Z, rc);
	return 0;
}

/* open(path, flags[, mode]), and glibc's fortified __open_2(path, flags) */
static int
b_open(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_open, decode_flags(vm, (uint32_t)ARG(1)));
}

static int
b_creat(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_open, VFS_WRITE | VFS_CREATE | VFS_TRUNC);
}

static int
b_close(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	ret_fd(vm, cs, R, Z, vfs_close(vm, vm_sext(ARG(0), 32)));
	return 0;
}

static uint64_t
count_arg(VM *vm, const CallSite *cs, uint64_t *R, int k)
{
	uint64_t n = ARG(k);
	return libc_int_bits(vm, cs->argtypes[k]) == 32 ? n & 0xffffffffu : n;
}

/* read(fd, buf, n): what was read is written to buf (only that) */
static int
b_read(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t fd = vm_sext(ARG(0), 32);
	uint64_t n = count_arg(vm, cs, R, 2);
	if (n > (1u << 30))
		n = 1u << 30; /* as Linux: at most about 2 GiB per call */
	int64_t mode = vfs_fd_mode(vm, fd);
	if (mode < 0 || !(mode & VFS_READ)) {
		ret_fd(vm, cs, R, Z, -V_EBADF);
		return 0;
	}
	/* the destination is checked first: its bytes are the kernel's to
	 * write, and a bad buffer is the program's error */
	uint8_t *d = n ? vm_mem_write(vm, ARG(1), n) : NULL;
	uint8_t *tmp = n ? xmalloc(n) : NULL;
	int64_t rc = vfs_read(vm, fd, tmp, n);
	if (rc > 0)
		memcpy(d, tmp, (size_t)rc);
	free(tmp);
	ret_fd(vm, cs, R, Z, rc);
	return 0;
}

static int
b_write(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = count_arg(vm, cs, R, 2);
	const uint8_t *p = n ? vm_mem_read(vm, ARG(1), n) : NULL;
	ret_fd(vm, cs, R, Z, vfs_write(vm, vm_sext(ARG(0), 32), p, n));
	return 0;
}

static int
b_lseek(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t off = vm_sext(ARG(1), libc_int_bits(vm, cs->argtypes[1]));
	ret_fd(vm, cs, R, Z, vfs_lseek(vm, vm_sext(ARG(0), 32), off, (int)vm_sext(ARG(2), 32)));
	return 0;
}

static int
b_unlink(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_remove, VFS_RM_FILE);
}

static int
b_rmdir(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_remove, VFS_RM_DIR);
}

/* mkdir(path, mode) (_mkdir(path) on Windows): the mode is not kept */
static int
b_mkdir(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_mkdir, 0);
}

/* access(path, mode): R_OK 4, W_OK 2, X_OK 1 in every C library */
static int
b_access(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return path_call(vm, cs, R, Z, vfs_access, (unsigned)ARG(1) & 7);
}

/* isatty(fd): the standard streams are the host's; a file is none */
static int
b_isatty(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t fd = vm_sext(ARG(0), 32);
	int64_t mode = vfs_fd_mode(vm, fd);
	bool tty = mode >= 0 && fd <= 2 && vfs_is_std(vm, fd) && isatty((int)fd);
	if (!tty)
		vfs_fail(vm, mode < 0 ? V_EBADF : V_ENOTTY);
	builtin_ret(cs, R, Z, tty);
	return 0;
}

/* ------------------------------------------------- what is refused */
/* A process, a shell, a socket: outside the sandbox, never provided.
 * Not the program's fault: an error (68) naming the function. */
static int
b_refused(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm_fail(vm, R_X_LIB_5, "'%s' is not available in ehi: a program runs in a sandbox, without processes, a shell "
		"or the network", vm->callee && vm->callee->g.u.v.name ? vm->callee->g.u.v.name : "?");
}

static const RtFn fns[] = {
	{"open", b_open}, {"open64", b_open}, {"__open_2", b_open}, {"__open64_2", b_open}, {"_open", b_open},
	{"creat", b_creat}, {"creat64", b_creat}, {"close", b_close}, {"_close", b_close},
	{"read", b_read}, {"_read", b_read}, {"write", b_write}, {"_write", b_write},
	{"lseek", b_lseek}, {"lseek64", b_lseek}, {"_lseek", b_lseek}, {"_lseeki64", b_lseek},
	{"isatty", b_isatty}, {"_isatty", b_isatty}, {"unlink", b_unlink}, {"_unlink", b_unlink},
	{"rmdir", b_rmdir}, {"_rmdir", b_rmdir}, {"mkdir", b_mkdir}, {"_mkdir", b_mkdir},
	{"access", b_access}, {"_access", b_access},
	/* processes */
	{"system", b_refused}, {"_wsystem", b_refused}, {"popen", b_refused}, {"_popen", b_refused},
	{"pclose", b_refused}, {"_pclose", b_refused}, {"fork", b_refused}, {"vfork", b_refused},
	{"execl", b_refused}, {"execle", b_refused}, {"execlp", b_refused}, {"execv", b_refused},
	{"execve", b_refused}, {"execvp", b_refused}, {"execvpe", b_refused}, {"fexecve", b_refused},
	{"_execl", b_refused}, {"_execv", b_refused}, {"_execvp", b_refused}, {"_spawnl", b_refused},
	{"_spawnv", b_refused}, {"_spawnvp", b_refused}, {"posix_spawn", b_refused}, {"posix_spawnp", b_refused},
	{"wait", b_refused}, {"waitpid", b_refused}, {"kill", b_refused},
	/* the network */
	{"socket", b_refused}, {"socketpair", b_refused}, {"connect", b_refused}, {"bind", b_refused},
	{"listen", b_refused}, {"accept", b_refused}, {"accept4", b_refused}, {"send", b_refused},
	{"sendto", b_refused}, {"recv", b_refused}, {"recvfrom", b_refused}, {"getaddrinfo", b_refused},
	{"gethostbyname", b_refused},
};

const RuntimeLib rt_libc_posix = {
	.name = "C library descriptors (<fcntl.h>, <unistd.h>)",
	.fns = RT_TABLE(fns),
};
