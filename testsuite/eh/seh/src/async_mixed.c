/* mixed.c with both halves compiled for asynchronous exceptions
 * (-fasync-exceptions, MSVC /EHa): the C++ frame of cxx_call now takes
 * part in the SEH exception: its destructor runs and its catch(...)
 * (adjectives 0, no HT_IsStdDotDot) takes it (SPEC.md EH-SEH-9). */
#include "mixed.c"
