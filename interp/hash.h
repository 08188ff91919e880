/* hash.h — uthash with ehi's key hash.
 *
 * Every uthash table in ehi is keyed by bytes (symbol names, type
 * signatures, attribute spellings); uthash's default (Jenkins) costs
 * about 4 instructions a byte, which dominated the parse of big modules
 * and of the C++ library's headers.  This one reads 8 bytes at a time.
 * All files must hash alike, so they include uthash through this header
 * only.  uthash keeps insertion order for iteration, so the function does
 * not change any output. */
#ifndef EHI_HASH_H
#define EHI_HASH_H

#include <stdint.h>
#include <string.h>

static inline unsigned
ehi_hash_bytes(const void *key, size_t n)
{
	const unsigned char *p = key;
	uint64_t h = 0x9e3779b97f4a7c15u ^ (uint64_t)n;
	const uint64_t k = 0xff51afd7ed558ccdu;
	for (; n >= 8; n -= 8, p += 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		h = (h ^ w) * k;
		h ^= h >> 31;
	}
	if (n) { /* the last 1-7 bytes, by fixed-size loads (no memcpy call) */
		uint64_t w;
		if (n >= 4) {
			uint32_t a, b;
			memcpy(&a, p, 4);
			memcpy(&b, p + n - 4, 4);
			w = a | (uint64_t)b << 32;
		} else
			w = p[0] | (uint64_t)p[n / 2] << 8 | (uint64_t)p[n - 1] << 16;
		h = (h ^ w) * k;
	}
	/* the bucket is the low bits: fold the high ones down */
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53u;
	h ^= h >> 29;
	return (unsigned)h;
}

#define HASH_FUNCTION(keyptr, keylen, hashv) ((hashv) = ehi_hash_bytes((keyptr), (size_t)(keylen)))

#include <uthash.h>

#endif
