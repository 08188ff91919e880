/* fp16.c — the 16-bit float formats, half and bfloat, to and from wider
 * values.  One conversion for the whole interpreter: the parser's literals
 * and the VM's arithmetic and casts round the same way, once, to nearest
 * even, and keep a NaN's payload (its top bits) as LLVM does. */
#include "ir/ir.h"

#include <math.h>
#include <string.h>

float
half_to_float(uint16_t h)
{
	uint32_t sign = (uint32_t)(h >> 15) << 31, exp = (h >> 10) & 31, man = h & 1023, bits;
	if (exp == 31)
		bits = sign | 0x7f800000u | man << 13;
	else if (exp == 0) {
		float f = ldexpf((float)man, -24);
		return sign ? -f : f;
	} else
		bits = sign | (exp + 112) << 23 | man << 13;
	float f;
	memcpy(&f, &bits, 4);
	return f;
}

float
bf16_to_float(uint16_t b)
{
	uint32_t x = (uint32_t)b << 16;
	float f;
	memcpy(&f, &x, 4);
	return f;
}

/* float to half, to nearest even; a NaN stays a NaN, quiet, with the top
 * ten bits of its payload */
static uint16_t
float_to_half(float f)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	uint32_t sign = (x >> 16) & 0x8000, exp = (x >> 23) & 0xff, man = x & 0x7fffff;
	if (exp == 0xff)
		return (uint16_t)(sign | 0x7c00 | (man ? 0x200 | man >> 13 : 0));
	int e = (int)exp - 127 + 15;
	if (e >= 31)
		return (uint16_t)(sign | 0x7c00);
	if (e <= 0) {
		if (e < -10)
			return (uint16_t)sign;
		man |= 0x800000;
		uint32_t shift = (uint32_t)(14 - e), h = man >> shift;
		uint32_t rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
		if (rem > half || (rem == half && (h & 1)))
			h++;
		return (uint16_t)(sign | h);
	}
	uint32_t h = (uint32_t)e << 10 | man >> 13, rem = man & 0x1fff;
	if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
		h++;
	return (uint16_t)(sign | h);
}

/* float to bfloat, to nearest even; a NaN stays a NaN, quiet */
static uint16_t
float_to_bf16(float f)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	if ((x & 0x7fffffff) > 0x7f800000)
		return (uint16_t)(x >> 16 | 0x40);
	x += 0x7fff + ((x >> 16) & 1); /* round to nearest even */
	return (uint16_t)(x >> 16);
}

/* v rounded to float, to odd: the nearest float, moved one ulp towards v
 * when inexact and even.  Float has more than two bits beyond half's and
 * bfloat's precision (also among bfloat's subnormals, which float's
 * range covers with 16 bits to spare), so rounding this to them gives
 * what one rounding of v would: never rounded twice. */
static float
float_round_odd(__float128 v)
{
	float f = (float)v;
	if ((__float128)f == v || f != f || isinf(f))
		return f;
	uint32_t b;
	memcpy(&b, &f, 4);
	if (!(b & 1))
		f = nextafterf(f, (__float128)f < v ? INFINITY : -INFINITY);
	return f;
}

uint16_t
half_from_wide(__float128 v)
{
	return float_to_half(float_round_odd(v));
}

uint16_t
bf16_from_wide(__float128 v)
{
	return float_to_bf16(float_round_odd(v));
}
