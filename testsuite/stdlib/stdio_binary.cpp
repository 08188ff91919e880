// stdio_binary.cpp: linked into gen.sh's Windows (MinGW) binaries, never
// compiled for ehi.  The Windows C runtime opens stdout and stderr in text
// mode, which writes "\r\n" for "\n"; ehi's streams are binary on every
// target (SPEC.md section 3, "Outcomes per target").  Switching both to
// binary before any static constructor of the program runs (priority 101,
// the first that programs may use) makes the real binary's bytes comparable
// with ehi's without changing anything else: buffering stays the runtime's.
#include <fcntl.h>
#include <io.h>

__attribute__((constructor(101))) static void stdio_binary()
{
    _setmode(1, _O_BINARY);
    _setmode(2, _O_BINARY);
}
