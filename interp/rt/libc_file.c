/* libc_file.c — <stdio.h> streams as the C library's functions: the
 * FILE objects (stdin, stdout, stderr and those fopen, fdopen, freopen
 * and tmpfile make), reading, writing, position, flags and names of
 * files; the runtime's table.  The streams themselves are stream.c's;
 * the printf family (libc_stdio.c) writes through libc_stream_write. */
#include "rt/stream.h"

#include <string.h>

/* ------------------------------------------------------------- opening */
/* fopen's mode string as the sandbox's access bits; 0 when invalid */
static unsigned
parse_mode(const char *m)
{
	unsigned how;
	switch (*m) {
	case 'r': how = VFS_READ; break;
	case 'w': how = VFS_WRITE | VFS_CREATE | VFS_TRUNC; break;
	case 'a': how = VFS_WRITE | VFS_CREATE | VFS_APPEND; break;
	default: return 0;
	}
	for (m++; *m && *m != ','; m++) {
		if (*m == '+')
			how |= VFS_READ | VFS_WRITE;
		else if (*m == 'x')
			how |= VFS_EXCL;
	}
	return how;
}

static uint64_t
file_object(VM *vm, const CallSite *cs)
{
	uint64_t size = vm->ptr_bytes == 4 ? 148 : 216; /* glibc's sizeof(FILE) */
	uint64_t a = mem_alloc_heap(&vm->mem, size, 16, cs->inst, vm->frames.len);
	/* reports name the block as what it is (mem.c names heap blocks 'malloc') */
	((MemObject *)mem_find_object(&vm->mem, a))->what = "FILE";
	memset(vm_mem_write(vm, a, size), 0, size);
	return a;
}

static uint64_t
open_stream(VM *vm, const CallSite *cs, const char *path, const char *mode)
{
	unsigned how = parse_mode(mode);
	if (!how)
		return (uint64_t)vfs_fail(vm, V_EINVAL) & 0;
	int64_t fd = vfs_open(vm, path, how);
	if (fd < 0)
		return (uint64_t)vfs_fail(vm, (VfsErr)-fd) & 0;
	return stream_add(vm, file_object(vm, cs), fd, (unsigned)vfs_fd_mode(vm, fd), true)->addr;
}

static int
b_fopen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *path = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	char mode[16];
	rt_read_cstr(vm, ARG(1), sizeof mode - 1, mode);
	uint64_t f = open_stream(vm, cs, path, mode);
	free(path);
	builtin_ret(cs, R, Z, f);
	return 0;
}

static int
b_fdopen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char mode[16];
	rt_read_cstr(vm, ARG(1), sizeof mode - 1, mode);
	int64_t fd = vm_sext(ARG(0), 32);
	unsigned how = parse_mode(mode);
	int64_t has = vfs_fd_mode(vm, fd);
	uint64_t f = 0;
	if (has < 0)
		vfs_fail(vm, V_EBADF);
	else if (!how || ((how & VFS_WRITE) && !(has & VFS_WRITE)) || ((how & VFS_READ) && !(has & VFS_READ)))
		vfs_fail(vm, V_EINVAL);
	else
		f = stream_add(vm, file_object(vm, cs), fd, how & (VFS_READ | VFS_WRITE | VFS_APPEND), true)->addr;
	builtin_ret(cs, R, Z, f);
	return 0;
}

static int
b_tmpfile(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t fd = vfs_tmpfile(vm);
	uint64_t f = 0;
	if (fd < 0)
		vfs_fail(vm, (VfsErr)-fd);
	else
		f = stream_add(vm, file_object(vm, cs), fd, VFS_READ | VFS_WRITE, true)->addr;
	builtin_ret(cs, R, Z, f);
	return 0;
}

static int
b_fclose(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fclose");
	int rc = stream_close(vm, s);
	bool heap = s->heap;
	uint64_t a = s->addr;
	stream_forget(vm, s);
	if (heap)
		rt_heap_free(vm, a, cs, "fclose");
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)rc);
	return 0;
}

static int
b_freopen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(2), "freopen");
	char mode[16];
	rt_read_cstr(vm, ARG(1), sizeof mode - 1, mode);
	stream_close(vm, s);
	uint64_t ret = 0;
	unsigned how = parse_mode(mode);
	if (!ARG(0) || !how) {
		vfs_fail(vm, V_EINVAL); /* a new mode for the same file: not provided */
	} else {
		char *path = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
		int64_t fd = vfs_open(vm, path, how);
		free(path);
		if (fd < 0) {
			vfs_fail(vm, (VfsErr)-fd);
		} else {
			s->fd = fd;
			s->mode = (unsigned)vfs_fd_mode(vm, fd);
			s->std = 0;
			s->eof = s->err = false;
			s->rpos = s->rlen = 0;
			s->nunget = 0;
			s->w.len = 0;
			stream_sync_flags(vm, s);
			ret = s->addr;
		}
	}
	if (!ret) { /* glibc closes the stream when the reopening fails */
		bool heap = s->heap;
		uint64_t a = s->addr;
		stream_forget(vm, s);
		if (heap)
			rt_heap_free(vm, a, cs, "freopen");
	}
	builtin_ret(cs, R, Z, ret);
	return 0;
}

/* -------------------------------------------------------------- reading */
static int
b_fgetc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fgetc");
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)stream_getc(vm, s));
	return 0;
}

static int
b_getchar(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, stream_state(vm)->stdin_obj, "getchar");
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)stream_getc(vm, s));
	return 0;
}

static int
b_ungetc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(1), "ungetc");
	int c = (int)vm_sext(ARG(0), 32);
	bool ok = c != EOF_ && s->nunget < UNGET_MAX;
	libc_stream_ungetc(vm, ARG(1), c);
	builtin_ret(cs, R, Z, ok ? (uint8_t)c : (uint64_t)(int64_t)EOF_);
	return 0;
}

/* ------------------------------------------------- wide characters */
/* As glibc's: a stream's first wide call makes it wide-oriented (fwide);
 * fputwc and putwc write on a byte-oriented stream too (they never ask),
 * fputws and fgetwc fail there.  In the C locale a wide character is one
 * ASCII byte: one over 0x7f is written as '?' (glibc's conversion), and
 * a byte over 0x7f read is EILSEQ (the error flag set, WEOF).  WEOF is
 * the target's wint_t -1. */
static int
put_wide(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, uint64_t f, uint64_t wc)
{
	Stream *s = stream_arg(vm, f, "fputwc");
	wc &= libc_weof(vm);
	stream_orient(s, 1);
	char c = wc < 0x80 ? (char)wc : '?';
	bool ok = stream_write_bytes(vm, s, &c, 1);
	builtin_ret(cs, R, Z, ok ? wc : libc_weof(vm));
	return 0;
}

static int b_fputwc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return put_wide(vm, cs, R, Z, ARG(1), ARG(0)); }
static int
b_putwchar(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return put_wide(vm, cs, R, Z, libc_std_stream(vm, 1), ARG(0));
}

static int
get_wide(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, uint64_t f)
{
	Stream *s = stream_arg(vm, f, "fgetwc");
	int c = stream_orient(s, 1) ? stream_getc_bytes(vm, s) : EOF_;
	if (c >= 0x80) {
		stream_error(vm, s, V_EILSEQ);
		c = EOF_;
	}
	builtin_ret(cs, R, Z, c == EOF_ ? libc_weof(vm) : (uint64_t)c);
	return 0;
}

static int b_fgetwc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return get_wide(vm, cs, R, Z, ARG(0)); }
static int
b_getwchar(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return get_wide(vm, cs, R, Z, stream_state(vm)->stdin_obj);
}

/* ungetwc(wc, f): one ASCII character given back */
static int
b_ungetwc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(1), "ungetwc");
	uint64_t wc = ARG(0) & libc_weof(vm);
	bool ok = stream_orient(s, 1) && wc < 0x80 && s->nunget < UNGET_MAX;
	if (ok) {
		s->unget[s->nunget++] = (uint8_t)wc;
		s->eof = false;
		stream_sync_flags(vm, s);
	}
	builtin_ret(cs, R, Z, ok ? wc : libc_weof(vm));
	return 0;
}

/* fputws(ws, f): the wide string's characters, as fputwc writes them */
static int
b_fputws(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(1), "fputws");
	bool ok = stream_orient(s, 1);
	for (uint64_t a = ARG(0); ok; a += vm->tgt.abi.wchar_size) {
		int64_t wc = libc_wchar_read(vm, a);
		if (!wc)
			break;
		char c = wc >= 0 && wc < 0x80 ? (char)wc : '?';
		ok = stream_write_bytes(vm, s, &c, 1);
	}
	builtin_ret(cs, R, Z, ok ? 1 : (uint64_t)(int64_t)-1);
	return 0;
}

/* fwide(f, mode): set the orientation if none yet (mode > 0 wide, < 0
 * bytes), and return it (> 0, < 0, or 0 for none) */
static int
b_fwide(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fwide");
	int mode = (int)vm_sext(ARG(1), 32);
	if (mode)
		stream_orient(s, mode > 0 ? 1 : -1);
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)s->orient);
	return 0;
}

/* fgets(s, n, stream): each byte is stored as it is read (a buffer
 * smaller than n is overrun where the native call overruns it) */
static int
b_fgets(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(2), "fgets");
	int64_t n = vm_sext(ARG(1), 32);
	uint64_t dst = ARG(0), got = 0;
	if (n <= 0) {
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	int c = 0;
	while ((int64_t)got < n - 1 && (c = stream_getc(vm, s)) != EOF_) {
		*vm_mem_write(vm, dst + got++, 1) = (uint8_t)c;
		if (c == '\n')
			break;
	}
	uint64_t ret = dst;
	if ((!got && n > 1) || (c == EOF_ && s->err))
		ret = 0; /* nothing read (the buffer is left alone), or a read error */
	else
		*vm_mem_write(vm, dst + got, 1) = 0;
	builtin_ret(cs, R, Z, ret);
	return 0;
}

/* fread: each piece is stored as it is read */
static int
b_fread(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(3), "fread");
	uint64_t size = ARG(1), count = ARG(2), dst = ARG(0), got = 0;
	if (!stream_orient(s, -1)) {
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	if (vm->ptr_bytes == 4)
		size &= 0xffffffffu, count &= 0xffffffffu;
	uint64_t want = size && count <= UINT64_MAX / size ? size * count : 0;
	while (got < want) {
		if (s->nunget) {
			*vm_mem_write(vm, dst + got++, 1) = s->unget[--s->nunget];
			continue;
		}
		if (s->rpos == s->rlen && (s->eof || !stream_fill(vm, s)))
			break;
		size_t k = s->rlen - s->rpos;
		if (k > want - got)
			k = (size_t)(want - got);
		memcpy(vm_mem_write(vm, dst + got, k), s->r + s->rpos, k);
		s->rpos += k;
		got += k;
	}
	builtin_ret(cs, R, Z, size ? got / size : 0);
	return 0;
}

/* getdelim(&line, &n, delim, stream), getline(&line, &n, stream): the
 * line into a heap block of *n bytes, grown as glibc grows it (120 bytes
 * first; then to what is needed, at least twice the size) */
static int
get_delim(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int delim, uint32_t stream_arg_no)
{
	Stream *s = stream_arg(vm, ARG(stream_arg_no), "getline");
	unsigned pb = vm->ptr_bytes;
	uint64_t lp = ARG(0), np = ARG(1);
	uint64_t line = mem_read_uint(vm_mem_read(vm, lp, pb), pb, vm->big_endian);
	uint64_t n = mem_read_uint(vm_mem_read(vm, np, pb), pb, vm->big_endian);
	if (!line || !n) {
		n = 120;
		line = mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
		mem_write_uint(vm_mem_write(vm, lp, pb), pb, line, vm->big_endian);
		mem_write_uint(vm_mem_write(vm, np, pb), pb, n, vm->big_endian);
	}
	Buf *b = &stream_state(vm)->scratch;
	b->len = 0;
	/* a line longer than the simulated memory could hold (an endless
	 * standard input) fails as glibc's does when malloc fails */
	uint64_t most = vm->mem.max_bytes ? vm->mem.max_bytes : (uint64_t)1 << 30;
	int c;
	while ((c = stream_getc(vm, s)) != EOF_) {
		buf_putc(b, (char)c);
		if (c == delim)
			break;
		if (b->len >= most) {
			builtin_ret(cs, R, Z, (uint64_t)vfs_fail(vm, V_ENOMEM));
			return 0;
		}
	}
	if (!b->len) {
		builtin_ret(cs, R, Z, (uint64_t)-1);
		return 0;
	}
	if (b->len + 1 > n) {
		uint64_t need = b->len + 1 > 2 * n ? b->len + 1 : 2 * n;
		uint64_t grown = mem_alloc_heap(&vm->mem, need, 16, cs->inst, vm->frames.len);
		if (!grown) {
			builtin_ret(cs, R, Z, (uint64_t)vfs_fail(vm, V_ENOMEM));
			return 0;
		}
		rt_heap_free(vm, line, cs, "getline");
		line = grown;
		n = need;
		mem_write_uint(vm_mem_write(vm, lp, pb), pb, line, vm->big_endian);
		mem_write_uint(vm_mem_write(vm, np, pb), pb, n, vm->big_endian);
	}
	uint8_t *d = vm_mem_write(vm, line, b->len + 1);
	memcpy(d, b->s, b->len);
	d[b->len] = 0;
	builtin_ret(cs, R, Z, b->len);
	return 0;
}

static int
b_getline(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return get_delim(vm, cs, R, Z, '\n', 2);
}

static int
b_getdelim(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return get_delim(vm, cs, R, Z, (int)(uint8_t)ARG(2), 3);
}

/* -------------------------------------------------------------- writing */
static int
b_fwrite(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t size = ARG(1), count = ARG(2);
	if (vm->ptr_bytes == 4)
		size &= 0xffffffffu, count &= 0xffffffffu;
	uint64_t n = size * count;
	const uint8_t *p = n ? vm_mem_read(vm, ARG(0), n) : NULL;
	bool ok = libc_stream_write(vm, ARG(3), (const char *)p, n);
	builtin_ret(cs, R, Z, ok && size ? count : 0);
	return 0;
}

static int
b_fputs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(1), "fputs");
	char *str = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	bool ok = stream_write(vm, s, str, strlen(str));
	free(str);
	builtin_ret(cs, R, Z, ok ? 1 : (uint64_t)(int64_t)EOF_);
	return 0;
}

/* the byte argument c to the stream argument f: c, or EOF.  As glibc's
 * putc writes into the byte buffer without asking the orientation, it
 * leaves the stream's orientation as it is, and on a wide stream the
 * byte is lost (c is returned all the same) */
static int
put_byte(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, uint32_t c, uint32_t f)
{
	char ch = (char)ARG(c);
	Stream *s = stream_arg(vm, ARG(f), "fputc");
	bool ok = s->orient > 0 || stream_write_bytes(vm, s, &ch, 1);
	builtin_ret(cs, R, Z, ok ? (uint8_t)ch : (uint64_t)(int64_t)EOF_);
	return 0;
}

static int
b_fputc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return put_byte(vm, cs, R, Z, 0, 1);
}

/* glibc's __overflow(FILE *, int): what putc_unlocked calls when the
 * (always empty) buffer is full */
static int
b_overflow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return put_byte(vm, cs, R, Z, 1, 0);
}

static int
b_fflush(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	bool ok = true;
	if (!ARG(0)) { /* every stream */
		Vec *v = &stream_state(vm)->streams;
		for (uint32_t k = 0; k < v->len; k++)
			ok &= stream_flush(vm, VEC_AT(v, Stream *, k));
	} else {
		Stream *s = stream_arg(vm, ARG(0), "fflush");
		ok = stream_flush(vm, s);
	}
	builtin_ret(cs, R, Z, ok ? 0 : (uint64_t)(int64_t)EOF_);
	return 0;
}

static int
b_fseek(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fseek");
	int64_t off = vm_sext(ARG(1), libc_int_bits(vm, cs->argtypes[1]));
	builtin_ret(cs, R, Z, (uint64_t)stream_seek(vm, s, off, (int)vm_sext(ARG(2), 32)));
	return 0;
}

static int
b_ftell(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "ftell");
	int64_t pos = stream_tell(vm, s);
	builtin_ret(cs, R, Z, (uint64_t)(pos < 0 ? vfs_fail(vm, (VfsErr)-pos) : pos));
	return 0;
}

/* fgetpos/fsetpos: the position is the first member of fpos_t (glibc's
 * off_t, 64 bits in the *64 forms; a 64-bit integer elsewhere) */
static unsigned
fpos_bytes(VM *vm)
{
	const char *name = vm->callee && vm->callee->g.u.v.name ? vm->callee->g.u.v.name : "";
	bool is64 = strlen(name) > 2 && strcmp(name + strlen(name) - 2, "64") == 0;
	return vm->tgt.abi.crt == CRT_GLIBC && !is64 ? vm->tgt.abi.long_size : 8;
}

static int
b_fgetpos(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fgetpos");
	int64_t pos = stream_tell(vm, s);
	if (pos < 0) {
		builtin_ret(cs, R, Z, (uint64_t)vfs_fail(vm, (VfsErr)-pos));
		return 0;
	}
	unsigned k = fpos_bytes(vm);
	mem_write_uint(vm_mem_write(vm, ARG(1), k), k, (uint64_t)pos, vm->big_endian);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_fsetpos(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "fsetpos");
	unsigned k = fpos_bytes(vm);
	int64_t pos = vm_sext(mem_read_uint(vm_mem_read(vm, ARG(1), k), k, vm->big_endian), k * 8);
	builtin_ret(cs, R, Z, (uint64_t)stream_seek(vm, s, pos, 0));
	return 0;
}

static int
b_rewind(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Stream *s = stream_arg(vm, ARG(0), "rewind");
	stream_seek(vm, s, 0, 0);
	s->err = false;
	stream_sync_flags(vm, s);
	return 0;
}

/* ---------------------------------------------------------------- flags */
static int
b_feof(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, stream_arg(vm, ARG(0), "feof")->eof);
	return 0;
}

static int
b_ferror(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, stream_arg(vm, ARG(0), "ferror")->err);
	return 0;
}

static int
b_clearerr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Stream *s = stream_arg(vm, ARG(0), "clearerr");
	s->eof = s->err = false;
	stream_sync_flags(vm, s);
	return 0;
}

static int
b_fileno(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)stream_arg(vm, ARG(0), "fileno")->fd);
	return 0;
}

/* setvbuf(stream, buf, mode, size): the mode's number is the C library's
 * (_IOFBF 0 everywhere; _IOLBF, _IONBF 1, 2, or 0x40, 4 on Windows);
 * the buffer itself stays the runtime's */
static int
b_setvbuf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Stream *s = stream_arg(vm, ARG(0), "setvbuf");
	bool win = vm->tgt.abi.crt == CRT_UCRT || vm->tgt.abi.crt == CRT_MINGW;
	int64_t m = vm_sext(ARG(2), 32);
	int mode = m == 0 ? 0 : m == (win ? 0x40 : 1) ? 1 : m == (win ? 4 : 2) ? 2 : -1;
	if (mode >= 0)
		s->buffering = mode;
	builtin_ret(cs, R, Z, mode >= 0 ? 0 : (uint64_t)-1);
	return 0;
}

static int
b_setbuf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Stream *s = stream_arg(vm, ARG(0), "setbuf");
	s->buffering = ARG(1) ? 0 : 2;
	return 0;
}

/* -------------------------------------------------------- names of files */
static int
b_remove(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *path = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	int64_t rc = vfs_remove(vm, path, VFS_RM_FILE | VFS_RM_DIR);
	free(path);
	builtin_ret(cs, R, Z, (uint64_t)(rc < 0 ? vfs_fail(vm, (VfsErr)-rc) : 0));
	return 0;
}

static int
b_rename(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *from = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	char *to = rt_read_cstr(vm, ARG(1), SIZE_MAX, NULL);
	int64_t rc = vfs_rename(vm, from, to);
	free(from);
	free(to);
	builtin_ret(cs, R, Z, (uint64_t)(rc < 0 ? vfs_fail(vm, (VfsErr)-rc) : 0));
	return 0;
}

/* --------------------------------------------------- the standard streams */
static const struct { const char *name; int which; } std_globals[] = {
	{"stdin", 0}, {"stdout", 1}, {"stderr", 2}, {"__stdinp", 0}, {"__stdoutp", 1}, {"__stderrp", 2},
};

static bool
file_object_decl(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	(void)o;
	for (size_t k = 0; k < countof(std_globals); k++)
		if (strcmp(name, std_globals[k].name) == 0)
			return true;
	return false;
}

uint64_t
libc_std_stream(VM *vm, int which)
{
	return which == 0 ? stream_state(vm)->stdin_obj : which == 2 ? vm->stderr_obj : vm->stdout_obj;
}

static void
file_start(VM *vm)
{
	FileState *st = stream_state(vm);
	st->stdin_obj = mem_alloc_internal(&vm->mem, 64, 16, "stdin");
	vm->stdout_obj = mem_alloc_internal(&vm->mem, 64, 16, "stdout");
	vm->stderr_obj = mem_alloc_internal(&vm->mem, 64, 16, "stderr");
	stream_add(vm, st->stdin_obj, 0, VFS_READ, false);
	stream_add(vm, vm->stdout_obj, 1, VFS_WRITE, false)->std = 1;
	stream_add(vm, vm->stderr_obj, 2, VFS_WRITE, false)->std = 2;
	for (size_t k = 0; k < countof(std_globals); k++) {
		Value *g = vm_symbol(vm, std_globals[k].name);
		if (!g || g->kind != VK_GLOBALVAR || ((Global *)g)->u.nops)
			continue;
		uint64_t a = vm_global_addr(vm, g);
		mem_write_uint(mem_host(&vm->mem, a), vm->ptr_bytes, libc_std_stream(vm, std_globals[k].which),
			       vm->big_endian);
	}
}

/* the process exits: every stream's held output is written (glibc's
 * exit flushes all streams) */
static void
file_exit(VM *vm)
{
	Vec *v = &stream_state(vm)->streams;
	for (uint32_t k = 0; k < v->len; k++)
		if (VEC_AT(v, Stream *, k)->w.len)
			stream_flush(vm, VEC_AT(v, Stream *, k));
}

static void
file_finish(VM *vm)
{
	Vec *v = &stream_state(vm)->streams;
	for (uint32_t k = 0; k < v->len; k++)
		stream_free(VEC_AT(v, Stream *, k));
	vec_free(v);
	buf_free(&stream_state(vm)->scratch);
}

static int
b_iob(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	/* __acrt_iob_func(i): 0 stdin, 1 stdout, 2 stderr */
	builtin_ret(cs, R, Z, libc_std_stream(vm, (int)(ARG(0) & 3) % 3));
	return 0;
}

/* ---------------------------------------------------------------- table */
static const RtFn fns[] = {
	/* opening and closing */
	{"fopen", b_fopen}, {"fopen64", b_fopen}, {"fdopen", b_fdopen}, {"_fdopen", b_fdopen},
	{"freopen", b_freopen}, {"freopen64", b_freopen}, {"tmpfile", b_tmpfile}, {"tmpfile64", b_tmpfile},
	{"fclose", b_fclose},
	/* reading (glibc's __uflow, Darwin's __srget: what their inline getc calls) */
	{"fgetc", b_fgetc}, {"getc", b_fgetc}, {"_IO_getc", b_fgetc}, {"fgetc_unlocked", b_fgetc},
	{"getc_unlocked", b_fgetc}, {"__uflow", b_fgetc}, {"__srget", b_fgetc},
	{"getchar", b_getchar}, {"getchar_unlocked", b_getchar}, {"ungetc", b_ungetc},
	{"fgets", b_fgets}, {"fgets_unlocked", b_fgets}, {"fread", b_fread}, {"fread_unlocked", b_fread},
	{"getline", b_getline}, {"getdelim", b_getdelim}, {"__getdelim", b_getdelim},
	/* wide characters (<wchar.h>) */
	{"fputwc", b_fputwc}, {"putwc", b_fputwc}, {"fputwc_unlocked", b_fputwc}, {"putwc_unlocked", b_fputwc},
	{"putwchar", b_putwchar}, {"fgetwc", b_fgetwc}, {"getwc", b_fgetwc}, {"fgetwc_unlocked", b_fgetwc},
	{"getwc_unlocked", b_fgetwc}, {"getwchar", b_getwchar}, {"ungetwc", b_ungetwc}, {"fputws", b_fputws},
	{"fwide", b_fwide},
	/* writing (glibc's __overflow, Darwin's __swbuf: what their inline putc calls) */
	{"fwrite", b_fwrite}, {"fwrite_unlocked", b_fwrite}, {"fputs", b_fputs}, {"fputs_unlocked", b_fputs},
	{"fputc", b_fputc}, {"putc", b_fputc}, {"_IO_putc", b_fputc}, {"fputc_unlocked", b_fputc},
	{"putc_unlocked", b_fputc}, {"__overflow", b_overflow}, {"__swbuf", b_fputc},
	{"fflush", b_fflush}, {"fflush_unlocked", b_fflush},
	/* position */
	{"fseek", b_fseek}, {"fseeko", b_fseek}, {"fseeko64", b_fseek}, {"_fseeki64", b_fseek},
	{"ftell", b_ftell}, {"ftello", b_ftell}, {"ftello64", b_ftell}, {"_ftelli64", b_ftell}, {"rewind", b_rewind},
	{"fgetpos", b_fgetpos}, {"fgetpos64", b_fgetpos}, {"fsetpos", b_fsetpos}, {"fsetpos64", b_fsetpos},
	/* flags, buffers, names */
	{"feof", b_feof}, {"feof_unlocked", b_feof}, {"ferror", b_ferror}, {"ferror_unlocked", b_ferror},
	{"clearerr", b_clearerr}, {"clearerr_unlocked", b_clearerr}, {"fileno", b_fileno},
	{"fileno_unlocked", b_fileno}, {"_fileno", b_fileno}, {"setvbuf", b_setvbuf}, {"setbuf", b_setbuf},
	{"remove", b_remove}, {"rename", b_rename}, {"__acrt_iob_func", b_iob},
};

const RuntimeLib rt_libc_file = {
	.name = "C library <stdio.h> streams",
	.fns = RT_TABLE(fns),
	.object = file_object_decl,
	.start = file_start,
	.exit = file_exit,
	.finish = file_finish,
	.state_size = sizeof(FileState),
};
