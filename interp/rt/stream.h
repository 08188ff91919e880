/* stream.h — a <stdio.h> stream as the runtime keeps it: the state
 * behind a FILE object (libc_file.c's functions and tables use it;
 * stream.c keeps it: lookup, buffers, reading, writing, position).
 *
 * A FILE is an object in simulated memory (a heap block for fopen's, so
 * a use after fclose is a use of a freed block), opaque to the program as
 * the real library's is; its state is here, found by its address.  On
 * glibc targets the object's first word holds the _IO_EOF_SEEN and
 * _IO_ERR_SEEN flags, and its read and write pointers stay null, so what
 * glibc's headers inline at -O2 (feof_unlocked, getc_unlocked's
 * __uflow) sees the real state; so do Darwin's (an empty buffer:
 * getc_unlocked calls __srget, putc_unlocked __swbuf). */
#ifndef EHI_STREAM_H
#define EHI_STREAM_H

#include "rt/libc.h"
#include "rt/vfs.h"

enum { STREAM_BUF = 4096, UNGET_MAX = 8, GLIBC_FILE_MAGIC = 0xFBAD0000, GLIBC_EOF = 0x10, GLIBC_ERR = 0x20 };
enum { EOF_ = -1 };

typedef struct Stream {
	uint64_t addr;          /* the FILE object */
	int64_t fd;             /* its descriptor */
	unsigned mode;          /* VFS_READ | VFS_WRITE | VFS_APPEND */
	uint8_t std;            /* 1, 2: the host's standard output or error (vm->out) */
	bool heap;              /* the object is a heap block (fopen's): fclose frees it */
	bool eof, err;
	int buffering;          /* 0 full, 1 line, 2 none */
	bool buffered;          /* its (full) buffer exists: after the first write */
	Buf w;                  /* written, not yet at the descriptor */
	uint8_t *r;             /* read ahead: r[rpos..rlen) */
	size_t rpos, rlen;
	uint8_t unget[UNGET_MAX];
	unsigned nunget;
	/* its orientation (fwide): 0 none yet, 1 wide, -1 bytes.  The first
	 * read or write decides it; a byte function on a wide stream, or a
	 * wide one on a byte stream, fails (glibc) */
	int8_t orient;
} Stream;

typedef struct FileState {
	Vec streams;            /* Stream * */
	uint64_t stdin_obj;
	Buf scratch;            /* the line getline reads, before it is copied out
				   (the copy may end the run: freed with the state) */
} FileState;

/* the streams of a run (rt_libc_file's state) */
FileState *stream_state(VM *vm);
/* a new stream on fd for the FILE object at addr (heap: fclose frees it) */
Stream *stream_add(VM *vm, uint64_t addr, int64_t fd, unsigned mode, bool heap);
/* the stream a FILE* argument of fn names: the object is read as the
 * library would (null, freed, out of bounds: reported as such), and must
 * be an open stream (X-LIB-4) */
Stream *stream_arg(VM *vm, uint64_t addr, const char *fn);
/* the FILE object's flags word after eof/err changed (glibc targets) */
void stream_sync_flags(VM *vm, Stream *s);
/* s's error flag set and errno e (the target's number): -1 */
int64_t stream_error(VM *vm, Stream *s, VfsErr e);
void stream_free(Stream *s);
/* close s's descriptor (fclose, freopen): 0, or EOF_ when its held
 * output could not be written; then forget it (fclose) */
int stream_close(VM *vm, Stream *s);
void stream_forget(VM *vm, Stream *s);
/* n bytes to s as its buffering holds them; false on an error (flags,
 * errno set) */
bool stream_write(VM *vm, Stream *s, const char *p, size_t n);
/* the held output to the descriptor */
bool stream_flush(VM *vm, Stream *s);
/* s takes orientation `want` (1 wide, -1 bytes) unless it has the
 * other: false then (the call fails, as glibc's do) */
bool stream_orient(Stream *s, int want);
/* stream_write without the orientation check (the wide functions write
 * their converted bytes with it) */
bool stream_write_bytes(VM *vm, Stream *s, const char *p, size_t n);
/* stream_getc without the orientation check */
int stream_getc_bytes(VM *vm, Stream *s);
/* the next byte, or EOF_ (the end of the file stays the end: glibc) */
int stream_getc(VM *vm, Stream *s);
/* read ahead: false at the end of the file or an error (flags set) */
bool stream_fill(VM *vm, Stream *s);
/* the position (or -ERR); a seek (0, or -1 with errno set) */
int64_t stream_tell(VM *vm, Stream *s);
int64_t stream_seek(VM *vm, Stream *s, int64_t off, int whence);

#endif
