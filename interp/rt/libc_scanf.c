/* libc_scanf.c — the sscanf family over the scan engine (machine/scan.c). */
#include "rt/libc.h"

static const RtFn fns[] = {{"__placeholder_scanf", NULL}};

const RuntimeLib rt_libc_scanf = {
	.name = "C library scanf family",
	.fns = RT_TABLE(fns),
};
