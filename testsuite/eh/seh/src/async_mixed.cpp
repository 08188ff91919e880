// mixed.cpp for async_mixed.c (-fasync-exceptions)
#include "mixed.cpp"
