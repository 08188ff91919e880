/* stream.c — the streams behind FILE objects (stream.h): lookup,
 * buffers, reading, writing, position, over the sandbox's descriptors
 * (vfs.c); and libc_stream_*, what other parts of the C library use.
 *
 * Buffering is glibc's where it shows: standard output is written in
 * the program's order with standard error (as on a terminal: it is
 * flushed before each write to standard error, or to a descriptor, and
 * before the program waits for input); a file's output is buffered as
 * glibc buffers it (stream_write) and written when the buffer fills, at
 * fflush, fclose, a seek, a read, or when the process exits (exit,
 * main's return) — a run that ends otherwise loses it, as the native
 * process would. */
#include "rt/stream.h"

#include <string.h>

FileState *
stream_state(VM *vm)
{
	return rt_state(vm, &rt_libc_file);
}

/* ------------------------------------------------------------- streams */
void
stream_sync_flags(VM *vm, Stream *s)
{
	if (vm->tgt.abi.crt != CRT_GLIBC)
		return;
	uint32_t f = GLIBC_FILE_MAGIC | (s->eof ? GLIBC_EOF : 0) | (s->err ? GLIBC_ERR : 0);
	mem_write_uint(mem_host(&vm->mem, s->addr), 4, f, vm->big_endian);
}

Stream *
stream_add(VM *vm, uint64_t addr, int64_t fd, unsigned mode, bool heap)
{
	Stream *s = xcalloc(1, sizeof *s);
	s->addr = addr;
	s->fd = fd;
	s->mode = mode;
	s->heap = heap;
	VEC_PUSH(&stream_state(vm)->streams, Stream *, s);
	stream_sync_flags(vm, s);
	return s;
}

static Stream *
stream_find(VM *vm, uint64_t addr)
{
	Vec *v = &stream_state(vm)->streams;
	for (uint32_t k = 0; k < v->len; k++)
		if (VEC_AT(v, Stream *, k)->addr == addr)
			return VEC_AT(v, Stream *, k);
	return NULL;
}

/* the stream a FILE* argument names: the object is read as the library
 * would (null, freed, out of bounds: reported as such), and must be an
 * open stream (X-LIB-4) */
Stream *
stream_arg(VM *vm, uint64_t addr, const char *fn)
{
	(void)vm_mem_read(vm, addr, 1);
	Stream *s = stream_find(vm, addr);
	if (!s)
		vm_fail(vm, R_X_LIB_4, "%s: 0x%llx is not an open FILE (one fopen, fdopen or tmpfile returned, or a standard stream)",
			fn, (unsigned long long)addr);
	return s;
}

void
stream_free(Stream *s)
{
	buf_free(&s->w);
	free(s->r);
	free(s);
}

/* a failed operation: the error flag, errno; EOF for the caller */
int64_t
stream_error(VM *vm, Stream *s, VfsErr e)
{
	s->err = true;
	stream_sync_flags(vm, s);
	return vfs_fail(vm, e);
}

/* n bytes straight to the descriptor */
static bool
stream_put(VM *vm, Stream *s, const char *p, size_t n)
{
	size_t off = 0;
	while (off < n) {
		int64_t k = vfs_write(vm, s->fd, p + off, n - off);
		if (k <= 0) {
			stream_error(vm, s, k < 0 ? (VfsErr)-k : V_EIO);
			return false;
		}
		off += (size_t)k;
	}
	return true;
}

/* the held output to the descriptor */
bool
stream_flush(VM *vm, Stream *s)
{
	if (s->std == 1) {
		vm_flush_stdout(vm);
		return true;
	}
	bool ok = stream_put(vm, s, s->w.s, s->w.len);
	s->w.len = 0;
	return ok;
}

/* what was read ahead is given back to the descriptor (before a write
 * or a seek): the descriptor's position becomes the stream's */
static void
stream_unread(VM *vm, Stream *s)
{
	int64_t ahead = (int64_t)(s->rlen - s->rpos) + s->nunget;
	if (ahead && s->std == 0)
		vfs_lseek(vm, s->fd, -ahead, 1);
	s->rpos = s->rlen = 0;
	s->nunget = 0;
}

bool
stream_orient(Stream *s, int want)
{
	if (!s->orient)
		s->orient = (int8_t)want;
	return s->orient == want;
}

bool
stream_write(VM *vm, Stream *s, const char *p, size_t n)
{
	return stream_orient(s, -1) && stream_write_bytes(vm, s, p, n);
}

bool
stream_write_bytes(VM *vm, Stream *s, const char *p, size_t n)
{
	if (!(s->mode & VFS_WRITE)) {
		stream_error(vm, s, V_EBADF);
		return false;
	}
	if (s->std == 1) {
		buf_put(&vm->out, p, n);
		if (vm->out.len > (1u << 16) || (vm->out_line_flush && memchr(p, '\n', n)))
			vm_flush_stdout(vm);
		return true;
	}
	if (s->std == 2) {
		vm_flush_stdout(vm);
		fwrite(p, 1, n, vm->stderr_file);
		fflush(vm->stderr_file);
		return true;
	}
	if (s->rlen || s->nunget)
		stream_unread(vm, s);
	if (s->buffering == 2)
		return stream_put(vm, s, p, n);
	if (s->buffering == 1) { /* up to the last newline goes now */
		const char *nl = NULL;
		for (const char *q = p; (q = memchr(q, '\n', n - (size_t)(q - p))); q++)
			nl = q;
		if (nl) {
			buf_put(&s->w, p, (size_t)(nl + 1 - p));
			if (!stream_flush(vm, s))
				return false;
			n -= (size_t)(nl + 1 - p);
			p = nl + 1;
		}
	}
	/* glibc's full buffering: the buffer is filled; what does not fit
	 * flushes it, then whole blocks go straight to the descriptor and
	 * the rest is held.  A stream's buffer exists after its first
	 * write: before, nothing is filled */
	size_t to_do = n;
	if (s->buffered) {
		size_t count = STREAM_BUF - s->w.len < to_do ? STREAM_BUF - s->w.len : to_do;
		buf_put(&s->w, p, count);
		p += count;
		to_do -= count;
	}
	if (to_do) {
		if (!stream_flush(vm, s))
			return false;
		s->buffered = true;
		size_t direct = to_do - to_do % STREAM_BUF;
		if (direct && !stream_put(vm, s, p, direct))
			return false;
		buf_put(&s->w, p + direct, to_do - direct);
	}
	return true;
}

bool
libc_stream_write(VM *vm, uint64_t addr, const char *p, size_t n)
{
	return stream_write(vm, stream_arg(vm, addr, "a write"), p, n);
}

void
libc_stream_check(VM *vm, uint64_t addr)
{
	stream_arg(vm, addr, "a write");
}

/* read ahead: false at the end of the file or an error (flags set) */
bool
stream_fill(VM *vm, Stream *s)
{
	if (!(s->mode & VFS_READ)) {
		stream_error(vm, s, V_EBADF);
		return false;
	}
	if (s->w.len && !stream_flush(vm, s))
		return false;
	if (!s->r)
		s->r = xmalloc(STREAM_BUF);
	int64_t k = vfs_read(vm, s->fd, s->r, STREAM_BUF);
	s->rpos = 0;
	s->rlen = k > 0 ? (size_t)k : 0;
	if (k < 0)
		stream_error(vm, s, (VfsErr)-k);
	else if (k == 0) {
		s->eof = true;
		stream_sync_flags(vm, s);
	}
	return k > 0;
}

/* the next byte, or EOF_ (the end of the file stays the end: glibc) */
int
stream_getc(VM *vm, Stream *s)
{
	if (!stream_orient(s, -1))
		return EOF_;
	return stream_getc_bytes(vm, s);
}

int
stream_getc_bytes(VM *vm, Stream *s)
{
	if (s->nunget)
		return s->unget[--s->nunget];
	if (s->rpos == s->rlen && (s->eof || !stream_fill(vm, s)))
		return EOF_;
	return s->r[s->rpos++];
}

int
libc_stream_getc(VM *vm, uint64_t addr)
{
	return stream_getc(vm, stream_arg(vm, addr, "a read"));
}

void
libc_stream_ungetc(VM *vm, uint64_t addr, int c)
{
	Stream *s = stream_arg(vm, addr, "ungetc");
	if (c != EOF_ && s->nunget < UNGET_MAX) {
		s->unget[s->nunget++] = (uint8_t)c;
		s->eof = false;
		stream_sync_flags(vm, s);
	}
}

/* close s's descriptor and forget it; the object stays (freopen) or is
 * freed (fclose).  0, or EOF_ when its output could not be written */
int
stream_close(VM *vm, Stream *s)
{
	bool ok = s->w.len ? stream_flush(vm, s) : (s->std == 1 ? (vm_flush_stdout(vm), true) : true);
	if (s->std == 0)
		vfs_close(vm, s->fd);
	return ok ? 0 : EOF_;
}

void
stream_forget(VM *vm, Stream *s)
{
	Vec *v = &stream_state(vm)->streams;
	for (uint32_t k = 0; k < v->len; k++)
		if (VEC_AT(v, Stream *, k) == s) {
			VEC_AT(v, Stream *, k) = VEC_AT(v, Stream *, v->len - 1);
			v->len--;
			break;
		}
	stream_free(s);
}

/* ------------------------------------------------------------- position */
/* the stream's position, or -ERR */
int64_t
stream_tell(VM *vm, Stream *s)
{
	if (s->w.len && !stream_flush(vm, s))
		return -V_EIO;
	int64_t pos = vfs_lseek(vm, s->fd, 0, 1);
	if (pos < 0)
		return pos;
	return pos - (int64_t)(s->rlen - s->rpos) - s->nunget;
}

int64_t
stream_seek(VM *vm, Stream *s, int64_t off, int whence)
{
	if (s->w.len && !stream_flush(vm, s))
		return -1;
	if (whence == 1) {
		int64_t pos = stream_tell(vm, s);
		if (pos < 0)
			return vfs_fail(vm, (VfsErr)-pos);
		off += pos;
		whence = 0;
	}
	int64_t r = vfs_lseek(vm, s->fd, off, whence);
	if (r < 0)
		return vfs_fail(vm, (VfsErr)-r);
	s->rpos = s->rlen = 0;
	s->nunget = 0;
	s->eof = false;
	stream_sync_flags(vm, s);
	return 0;
}
