/* wideint.c — integers wider than 128 bits (see wideint.h); and, at any
 * width above 64 bits, the integer intrinsics, int <-> float conversions
 * (one rounding), vector lanes and atomicrmw.
 *
 * A value is n = ceil(bits/64) words, least significant first, the bits
 * above `bits` zero: the register image, so ops read and write registers
 * in place.  Signed operations look at bit bits-1.  Every routine works
 * for any width; the ones that need room beyond their operands take it
 * from a Scratch (on the host stack up to SCRATCH_SMALL words, on the
 * heap beyond), and every check that can stop the run (division by zero
 * ...) comes before the Scratch is taken or releases it first, so a
 * report never leaks it.
 *
 * Costs: add/sub/logic/compare/shift are linear in the words;
 * multiplication is schoolbook (quadratic); division is Knuth's
 * algorithm D on 32-bit digits (quadratic); conversions to float round
 * once, directly to the destination's precision. */
#include "vm/wideint.h"
#include "vm/vm_ops.h"

#include <stdlib.h>
#include <string.h>

typedef __float128 wide;

/* ------------------------------------------------------------ words */
static uint32_t
nw(uint32_t bits)
{
	return (bits + 63) / 64;
}

/* the valid bits of the top word */
static uint64_t
topmask(uint32_t bits)
{
	return bits % 64 ? ((uint64_t)1 << (bits % 64)) - 1 : ~(uint64_t)0;
}

static void
wmask(uint64_t *a, uint32_t bits)
{
	a[nw(bits) - 1] &= topmask(bits);
}

static bool
wbit(const uint64_t *a, uint64_t pos)
{
	return a[pos / 64] >> (pos % 64) & 1;
}

static bool
wsign(const uint64_t *a, uint32_t bits)
{
	return wbit(a, bits - 1);
}

static bool
wzero(const uint64_t *a, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		if (a[k])
			return false;
	return true;
}

/* any bit at position >= pos set (a: n words) */
static bool
any_from(const uint64_t *a, uint32_t n, uint64_t pos)
{
	uint64_t w = pos / 64;
	if (w >= n)
		return false;
	if (a[w] >> (pos % 64))
		return true;
	return !wzero(a + w + 1, n - (uint32_t)w - 1);
}

/* any bit at position < pos set */
static bool
any_below(const uint64_t *a, uint64_t pos)
{
	uint64_t w = pos / 64;
	for (uint64_t k = 0; k < w; k++)
		if (a[k])
			return true;
	return pos % 64 && (a[w] & (((uint64_t)1 << (pos % 64)) - 1));
}

/* the highest set bit, or -1 */
static int64_t
top_bit(const uint64_t *a, uint32_t n)
{
	for (uint32_t k = n; k-- > 0;)
		if (a[k])
			return (int64_t)k * 64 + 63 - __builtin_clzll(a[k]);
	return -1;
}

/* the 64 bits of a starting at bit pos (zeros beyond the n words) */
static uint64_t
bits_at(const uint64_t *a, uint32_t n, uint64_t pos)
{
	uint64_t w = pos / 64, s = pos % 64;
	uint64_t lo = w < n ? a[w] : 0, hi = w + 1 < n ? a[w + 1] : 0;
	return s ? lo >> s | hi << (64 - s) : lo;
}

static int
wucmp(const uint64_t *a, const uint64_t *b, uint32_t n)
{
	for (uint32_t k = n; k-- > 0;)
		if (a[k] != b[k])
			return a[k] < b[k] ? -1 : 1;
	return 0;
}

/* signed order: values of the same sign compare as unsigned ones */
static int
wscmp(const uint64_t *a, const uint64_t *b, uint32_t bits)
{
	bool sa = wsign(a, bits), sb = wsign(b, bits);
	if (sa != sb)
		return sa ? -1 : 1;
	return wucmp(a, b, nw(bits));
}

static void
wadd(uint64_t *r, const uint64_t *a, const uint64_t *b, uint32_t n)
{
	unsigned c = 0;
	for (uint32_t k = 0; k < n; k++) {
		uint64_t s = a[k] + b[k];
		unsigned c1 = s < a[k];
		r[k] = s + c;
		c = c1 | (r[k] < s);
	}
}

static void
wsub(uint64_t *r, const uint64_t *a, const uint64_t *b, uint32_t n)
{
	unsigned br = 0;
	for (uint32_t k = 0; k < n; k++) {
		uint64_t d = a[k] - b[k];
		unsigned b1 = a[k] < b[k];
		r[k] = d - br;
		br = b1 | (d < br);
	}
}

/* r = -a, `bits` wide */
static void
wneg(uint64_t *r, const uint64_t *a, uint32_t bits)
{
	uint32_t n = nw(bits);
	unsigned c = 1;
	for (uint32_t k = 0; k < n; k++) {
		r[k] = ~a[k] + c;
		c = c && r[k] == 0;
	}
	wmask(r, bits);
}

/* the magnitude of a signed value (INT_MIN's, 2^(bits-1), fits unsigned) */
static void
wabs(uint64_t *r, const uint64_t *a, uint32_t bits)
{
	if (wsign(a, bits))
		wneg(r, a, bits);
	else
		memmove(r, a, nw(bits) * 8);
}

/* r (nr words, not overlapping a or b) = the low nr words of a * b */
static void
wmul(uint64_t *r, uint32_t nr, const uint64_t *a, uint32_t na, const uint64_t *b, uint32_t nb)
{
	memset(r, 0, nr * 8);
	for (uint32_t i = 0; i < na && i < nr; i++) {
		if (!a[i])
			continue;
		uint64_t carry = 0;
		uint32_t j;
		for (j = 0; j < nb && i + j < nr; j++) {
			unsigned __int128 t = (unsigned __int128)a[i] * b[j] + r[i + j] + carry;
			r[i + j] = (uint64_t)t;
			carry = (uint64_t)(t >> 64);
		}
		if (i + j < nr)
			r[i + j] = carry; /* not written yet: rows so far end below it */
	}
}

/* r = a << s (n words, s < 64n; r may be a) */
static void
wshl(uint64_t *r, const uint64_t *a, uint64_t s, uint32_t n)
{
	uint64_t ws = s / 64, bs = s % 64;
	for (uint32_t k = n; k-- > 0;) {
		uint64_t lo = k >= ws ? a[k - ws] : 0;
		uint64_t below = k >= ws + 1 ? a[k - ws - 1] : 0;
		r[k] = bs ? lo << bs | below >> (64 - bs) : lo;
	}
}

/* r = a >> s, `fill` words shifted in from above (0 or all ones: the
 * top word of a must then be sign-extended); r may be a */
static void
wshr(uint64_t *r, const uint64_t *a, uint64_t s, uint32_t n, uint64_t fill)
{
	uint64_t ws = s / 64, bs = s % 64;
	for (uint32_t k = 0; k < n; k++) {
		uint64_t src = k + ws;
		uint64_t lo = src < n ? a[src] : fill, hi = src + 1 < n ? a[src + 1] : fill;
		r[k] = bs ? lo >> bs | hi << (64 - bs) : lo;
	}
}

/* fill the top word's bits above `bits` with the sign */
static void
wsext_top(uint64_t *a, uint32_t bits)
{
	if (bits % 64 && wsign(a, bits))
		a[nw(bits) - 1] |= ~topmask(bits);
}

/* Knuth's algorithm D (TAOCP 4.3.1) on 32-bit digits, each held in a
 * word of its own: q = a / b, rem = a % b, unsigned, n words each; b != 0.
 * t: 6n + 1 words. */
static void
wudivmod(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, uint32_t n, uint64_t *t)
{
	const uint64_t D = 0xffffffffu;
	uint32_t nd = 2 * n;
	uint64_t *u = t, *v = u + nd + 1, *qd = v + nd;
	for (uint32_t k = 0; k < n; k++) {
		u[2 * k] = a[k] & D;
		u[2 * k + 1] = a[k] >> 32;
		v[2 * k] = b[k] & D;
		v[2 * k + 1] = b[k] >> 32;
	}
	u[nd] = 0;
	uint32_t m = nd, vn = nd;
	while (m && !u[m - 1])
		m--;
	while (vn && !v[vn - 1])
		vn--;
	memset(q, 0, n * 8);
	memset(rem, 0, n * 8);
	if (m < vn) {
		memcpy(rem, a, n * 8);
		return;
	}
	memset(qd, 0, nd * 8);
	if (vn == 1) { /* one digit: short division */
		uint64_t r = 0;
		for (uint32_t j = m; j-- > 0;) {
			uint64_t cur = r << 32 | u[j];
			qd[j] = cur / v[0];
			r = cur % v[0];
		}
		rem[0] = r;
	} else {
		/* normalise: the divisor's top digit gets its top bit set */
		int s = __builtin_clz((uint32_t)v[vn - 1]);
		for (uint32_t k = vn - 1; k > 0; k--)
			v[k] = s ? (v[k] << s | v[k - 1] >> (32 - s)) & D : v[k];
		v[0] = v[0] << s & D;
		u[m] = s ? u[m - 1] >> (32 - s) : 0;
		for (uint32_t k = m - 1; k > 0; k--)
			u[k] = s ? (u[k] << s | u[k - 1] >> (32 - s)) & D : u[k];
		u[0] = u[0] << s & D;
		for (uint32_t j = m - vn + 1; j-- > 0;) {
			/* estimate the quotient digit from the top two digits, then
			 * correct it (at most twice) with the third */
			uint64_t num = u[j + vn] << 32 | u[j + vn - 1];
			uint64_t qhat = num / v[vn - 1], rhat = num % v[vn - 1];
			while (qhat > D || qhat * v[vn - 2] > (rhat << 32 | u[j + vn - 2])) {
				qhat--;
				rhat += v[vn - 1];
				if (rhat > D)
					break;
			}
			/* multiply and subtract */
			int64_t tt;
			uint64_t borrow = 0;
			for (uint32_t i = 0; i < vn; i++) {
				uint64_t p = qhat * v[i];
				tt = (int64_t)u[i + j] - (int64_t)borrow - (int64_t)(p & D);
				u[i + j] = (uint64_t)tt & D;
				borrow = (p >> 32) - (uint64_t)(tt >> 32);
			}
			tt = (int64_t)u[j + vn] - (int64_t)borrow;
			u[j + vn] = (uint64_t)tt & D;
			qd[j] = qhat;
			if (tt < 0) { /* qhat was one too large: add back */
				qd[j]--;
				uint64_t c = 0;
				for (uint32_t i = 0; i < vn; i++) {
					uint64_t sum = u[i + j] + v[i] + c;
					u[i + j] = sum & D;
					c = sum >> 32;
				}
				u[j + vn] = (u[j + vn] + c) & D;
			}
		}
		/* the remainder: the low vn digits, shifted back */
		for (uint32_t k = 0; k < vn; k++) {
			uint64_t d = s ? (u[k] >> s | u[k + 1] << (32 - s)) & D : u[k];
			rem[k / 2] |= d << (32 * (k % 2));
		}
	}
	for (uint32_t k = 0; k < nd; k++)
		q[k / 2] |= qd[k] << (32 * (k % 2));
}

/* ----------------------------------------------------------- scratch */
enum { SCRATCH_SMALL = 160 };

typedef struct Scratch {
	uint64_t small[SCRATCH_SMALL];
	uint64_t *heap;
} Scratch;

/* `words` zeroed words; released by scratch_done.  (A Scratch is not
 * initialised before: zeroing all of `small` would cost more than the
 * operations that use a few words of it.) */
static uint64_t *
scratch(Scratch *s, size_t words)
{
	s->heap = NULL;
	if (words <= SCRATCH_SMALL) {
		memset(s->small, 0, words * 8);
		return s->small;
	}
	s->heap = xcalloc(words, 8);
	return s->heap;
}

static void
scratch_done(Scratch *s)
{
	free(s->heap);
	s->heap = NULL;
}

/* scratch words binop needs for n-word operands (any op: the most,
 * sdiv's magnitudes, quotient, remainder and digits) */
static size_t
binop_scratch(uint32_t n)
{
	return 10 * (size_t)n + 2;
}

/* ... and for this op (the common ones need none) */
static size_t
binop_scratch_for(WideOp op, unsigned flags, uint32_t n)
{
	switch (op) {
	case WI_SHL: case WI_LSHR: case WI_ASHR: return n;
	case WI_MUL: return flags & (OPF_NUW | OPF_NSW) ? 4 * (size_t)n : 0;
	case WI_UDIV: case WI_UREM: case WI_SDIV: case WI_SREM: return binop_scratch(n);
	default: return 0;
	}
}

/* the shift amount b of a `bits`-wide shift, or UINT64_MAX when it is
 * `bits` or more (then the result is poison) */
static uint64_t
shift_amount(const uint64_t *b, uint32_t bits)
{
	if (!wzero(b + 1, nw(bits) - 1) || b[0] >= bits)
		return UINT64_MAX;
	return b[0];
}

static bool
is_int_min(const uint64_t *a, uint32_t bits)
{
	return wsign(a, bits) && !any_below(a, bits - 1);
}

static bool
is_all_ones(const uint64_t *a, uint32_t bits)
{
	uint32_t n = nw(bits);
	for (uint32_t k = 0; k + 1 < n; k++)
		if (a[k] != ~(uint64_t)0)
			return false;
	return a[n - 1] == topmask(bits);
}

/* the bits [from, to) of a all equal v */
static bool
all_bits(const uint64_t *a, uint64_t from, uint64_t to, bool v)
{
	for (uint64_t p = from; p < to; p++) {
		if (p % 64 == 0 && p + 64 <= to) {
			if (a[p / 64] != (v ? ~(uint64_t)0 : 0))
				return false;
			p += 63;
			continue;
		}
		if (wbit(a, p) != v)
			return false;
	}
	return true;
}

/* r = a op b: `bits`-wide values of n words each, the bits above zero; r
 * overlaps neither.  Returns true when the flags (OPF_) make the result
 * poison, or the shift amount is too large.  Division: b is not 0 and a
 * signed division does not overflow (the caller checked).  t: scratch of
 * binop_scratch(n) words. */
static bool
binop(WideOp op, unsigned flags, uint32_t bits, const uint64_t *a, const uint64_t *b, uint64_t *r, uint64_t *t)
{
	uint32_t n = nw(bits);
	bool sa = wsign(a, bits), sb = wsign(b, bits), bad = false;
	switch (op) {
	case WI_ADD:
		wadd(r, a, b, n);
		wmask(r, bits);
		bad = ((flags & OPF_NUW) && wucmp(r, a, n) < 0) || ((flags & OPF_NSW) && sa == sb && wsign(r, bits) != sa);
		break;
	case WI_SUB:
		wsub(r, a, b, n);
		wmask(r, bits);
		bad = ((flags & OPF_NUW) && wucmp(a, b, n) < 0) || ((flags & OPF_NSW) && sa != sb && wsign(r, bits) != sa);
		break;
	case WI_MUL:
		wmul(r, n, a, n, b, n);
		wmask(r, bits);
		if (flags & OPF_NUW) { /* the full product must fit */
			wmul(t, 2 * n, a, n, b, n);
			bad |= any_from(t, 2 * n, bits);
		}
		if (flags & OPF_NSW) { /* |a| * |b| below 2^(bits-1), or equal when negative */
			uint64_t *ma = t, *mb = t + n, *p = t + 2 * n;
			wabs(ma, a, bits);
			wabs(mb, b, bits);
			wmul(p, 2 * n, ma, n, mb, n);
			if (any_from(p, 2 * n, bits - 1))
				bad |= !(sa != sb && !any_from(p, 2 * n, bits) && !any_below(p, bits - 1));
		}
		break;
	case WI_UDIV: case WI_UREM: {
		uint64_t *q = t, *rm = t + n;
		wudivmod(q, rm, a, b, n, t + 2 * n);
		memcpy(r, op == WI_UDIV ? q : rm, n * 8);
		bad = (flags & OPF_EXACT) && !wzero(rm, n);
		break;
	}
	case WI_SDIV: case WI_SREM: {
		uint64_t *ma = t, *mb = t + n, *q = t + 2 * n, *rm = t + 3 * n;
		wabs(ma, a, bits);
		wabs(mb, b, bits);
		wudivmod(q, rm, ma, mb, n, t + 4 * n);
		/* truncating division: the quotient is negative when the signs
		 * differ, the remainder has the dividend's sign */
		if (op == WI_SDIV) {
			if (sa != sb)
				wneg(r, q, bits);
			else
				memcpy(r, q, n * 8);
		} else if (sa) {
			wneg(r, rm, bits);
		} else {
			memcpy(r, rm, n * 8);
		}
		bad = (flags & OPF_EXACT) && !wzero(rm, n);
		break;
	}
	case WI_AND:
		for (uint32_t k = 0; k < n; k++)
			r[k] = a[k] & b[k];
		break;
	case WI_OR:
		for (uint32_t k = 0; k < n; k++) {
			r[k] = a[k] | b[k];
			if ((flags & OPF_DISJOINT) && (a[k] & b[k]))
				bad = true;
		}
		break;
	case WI_XOR:
		for (uint32_t k = 0; k < n; k++)
			r[k] = a[k] ^ b[k];
		break;
	case WI_SHL: case WI_LSHR: case WI_ASHR: {
		uint64_t s = shift_amount(b, bits);
		if (s == UINT64_MAX) {
			memset(r, 0, n * 8);
			return true;
		}
		if (op == WI_SHL) {
			wshl(r, a, s, n);
			wmask(r, bits);
			if (flags & OPF_NUW) { /* no set bit shifted out */
				wshr(t, r, s, n, 0);
				bad |= wucmp(t, a, n) != 0;
			}
			if (flags & OPF_NSW) { /* every bit shifted out equals the result's sign */
				memcpy(t, r, n * 8);
				wsext_top(t, bits);
				wshr(t, t, s, n, wsign(r, bits) ? ~(uint64_t)0 : 0);
				wmask(t, bits);
				bad |= wucmp(t, a, n) != 0;
			}
		} else if (op == WI_LSHR) {
			wshr(r, a, s, n, 0);
		} else {
			memcpy(t, a, n * 8);
			wsext_top(t, bits);
			wshr(r, t, s, n, sa ? ~(uint64_t)0 : 0);
			wmask(r, bits);
		}
		if (op != WI_SHL && (flags & OPF_EXACT))
			bad = any_below(a, s);
		break;
	}
	default:
		break;
	}
	return bad;
}

static bool
icmp(unsigned pred, const uint64_t *a, const uint64_t *b, uint32_t bits)
{
	int c = pred >= ICMP_SGT ? wscmp(a, b, bits) : wucmp(a, b, nw(bits));
	switch (pred) {
	case ICMP_EQ: return c == 0;
	case ICMP_NE: return c != 0;
	case ICMP_UGT: case ICMP_SGT: return c > 0;
	case ICMP_UGE: case ICMP_SGE: return c >= 0;
	case ICMP_ULT: case ICMP_SLT: return c < 0;
	default: return c <= 0;
	}
}

/* trunc/zext/sext from sb to db bits (either may be <= 64: one word);
 * true when the flags (trunc nuw/nsw, zext nneg) make it poison */
static bool
cast(WideOp op, unsigned flags, uint32_t sb, uint32_t db, const uint64_t *a, uint64_t *r)
{
	uint32_t ns = nw(sb), nd = nw(db);
	bool neg = wsign(a, sb);
	uint64_t fill = op == WI_SEXT && neg ? ~(uint64_t)0 : 0;
	for (uint32_t k = 0; k < nd; k++)
		r[k] = k < ns ? a[k] : fill;
	if (fill && ns <= nd)
		r[ns - 1] |= ~topmask(sb);
	wmask(r, db);
	if (op == WI_ZEXT)
		return (flags & OPF_NNEG) && neg;
	if (op == WI_TRUNC && db < sb)
		return ((flags & OPF_NUW) && any_from(a, ns, db)) ||
		       ((flags & OPF_NSW) && !all_bits(a, db - 1, sb, wbit(a, db - 1)));
	return false;
}

/* ------------------------------------------------ float conversions */
/* significand bits of each format; ppc_fp128 (a pair of doubles) is
 * rounded as fp128, then split */
static const unsigned fp_precision[FK__COUNT] = {
	[FK_HALF] = 11, [FK_BFLOAT] = 8, [FK_F32] = 24, [FK_F64] = 53, [FK_F80] = 64, [FK_F128] = 113, [FK_PPC128] = 113,
};

/* 2^k for 0 <= k <= 16383, built from its bits (x86-64 host: little-endian) */
static wide
pow2q(unsigned k)
{
	uint64_t w[2] = {0, (uint64_t)(16383 + k) << 48};
	wide q;
	memcpy(&q, w, 16);
	return q;
}

/* the magnitude mag (n words) rounded to nearest, ties to even, at
 * `prec` significant bits, as an exact __float128 (inf beyond its range) */
static wide
round_to_float(const uint64_t *mag, uint32_t n, unsigned prec)
{
	int64_t top = top_bit(mag, n);
	if (top < 0)
		return 0;
	uint64_t shift = (uint64_t)top + 1 > prec ? (uint64_t)top + 1 - prec : 0;
	uint64_t lo = bits_at(mag, n, shift), hi = bits_at(mag, n, shift + 64);
	if (prec < 64)
		lo &= ((uint64_t)1 << prec) - 1, hi = 0;
	else if (prec < 128)
		hi &= ((uint64_t)1 << (prec - 64)) - 1;
	if (shift && wbit(mag, shift - 1) && (any_below(mag, shift - 1) || (lo & 1))) {
		if (!++lo)
			hi++;
	}
	wide v = (wide)hi * pow2q(64) + (wide)lo; /* prec bits, or 2^prec: exact */
	while (shift) { /* exact, or inf beyond fp128's range */
		unsigned k = shift > 16000 ? 16000 : (unsigned)shift;
		v *= pow2q(k);
		shift -= k;
	}
	return v;
}

/* sitofp/uitofp of a `bits`-wide value to format k (out: its slots);
 * true when uitofp nneg (flags) makes it poison */
static bool
itofp(uint32_t bits, bool is_signed, unsigned flags, const uint64_t *a, FpKind k, uint64_t *out)
{
	uint32_t n = nw(bits);
	bool neg = is_signed && wsign(a, bits);
	Scratch sc;
	uint64_t *mag = scratch(&sc, n);
	if (neg)
		wneg(mag, a, bits);
	else
		memcpy(mag, a, n * 8);
	wide v = round_to_float(mag, n, fp_precision[k]);
	scratch_done(&sc);
	vm_fp_put_wide(out, k, neg ? -v : v);
	return !is_signed && (flags & OPF_NNEG) && wsign(a, bits);
}

/* fptosi/fptoui of the format-k value in `in` to `bits` (out: n words):
 * truncation toward zero; true (out 0) when out of range, NaN or inf:
 * poison */
static bool
fptoi(uint32_t bits, bool is_signed, FpKind k, const uint64_t *in, uint64_t *out)
{
	uint32_t n = nw(bits);
	wide v = vm_fp_get_wide(in, k);
	uint64_t w[2];
	memcpy(w, &v, 16);
	bool neg = w[1] >> 63, bad = false;
	unsigned ex = (unsigned)(w[1] >> 48) & 0x7fff;
	Scratch sc;
	uint64_t *mag = scratch(&sc, n + 2);
	if (ex == 0x7fff) {
		bad = true;
	} else if (ex >= 16383) { /* |v| >= 1: significand m (113 bits) times 2^e */
		int64_t e = (int64_t)ex - 16383 - 112;
		uint64_t mlo = w[0], mhi = (w[1] & 0xffffffffffffu) | (uint64_t)1 << 48;
		if (e < 0) {
			unsigned __int128 m = ((unsigned __int128)mhi << 64 | mlo) >> -e;
			mag[0] = (uint64_t)m;
			mag[1] = (uint64_t)(m >> 64);
		} else if (113 + e > bits) {
			bad = true;
		} else {
			mag[0] = mlo;
			mag[1] = mhi;
			wshl(mag, mag, (uint64_t)e, n > 2 ? n : 2);
		}
	}
	if (!bad && any_from(mag, n + 2, bits))
		bad = true;
	if (!bad && !is_signed)
		bad = neg && !wzero(mag, n);
	else if (!bad) /* signed: below 2^(bits-1), or equal when negative */
		bad = wbit(mag, bits - 1) && !(neg && !any_below(mag, bits - 1));
	if (bad)
		memset(out, 0, n * 8);
	else if (neg)
		wneg(out, mag, bits);
	else
		memcpy(out, mag, n * 8);
	scratch_done(&sc);
	return bad;
}

static unsigned
fk_slots(FpKind k)
{
	return k >= FK_F80 ? 2 : 1;
}

static void
op_itofp(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	uint32_t bits = op->x.c[0];
	FpKind k = (FpKind)op->w;
	uint8_t z = 0;
	for (uint32_t s = 0; s < nw(bits); s++)
		z |= Z[op->a + s];
	uint64_t out[2] = {0, 0};
	z = vm_zwhole(z);
	if (itofp(bits, op->f == WI_SITOFP, op->x.c[1], R + op->a, k, out))
		z = 0xff;
	memcpy(R + op->d, out, fk_slots(k) * 8);
	memset(Z + op->d, z, fk_slots(k));
}

static void
op_fptoi(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	uint32_t bits = op->x.c[0], n = nw(bits);
	FpKind k = (FpKind)op->w;
	uint8_t z = vm_zwhole(Z[op->a] | (k >= FK_F80 ? Z[op->a + 1] : 0));
	Scratch sc;
	uint64_t *r = scratch(&sc, n);
	if (fptoi(bits, op->f == WI_FPTOSI, k, R + op->a, r))
		z = 0xff;
	memcpy(R + op->d, r, n * 8);
	memset(Z + op->d, z, n);
	scratch_done(&sc);
}

/* ---------------------------------------------------------- the op */
static uint8_t
zany(const uint8_t *z, uint32_t n)
{
	uint8_t r = 0;
	for (uint32_t k = 0; k < n; k++)
		r |= z[k];
	return vm_zwhole(r); /* (an undef byte of a wide integer: all of it) */
}

static void
op_binary(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	uint32_t bits = op->x.c[0], n = nw(bits);
	WideOp wop = (WideOp)op->f;
	const uint64_t *a = R + op->a, *b = R + op->b;
	uint8_t z = zany(Z + op->a, n) | zany(Z + op->b, n);
	if (wop == WI_UDIV || wop == WI_SDIV || wop == WI_UREM || wop == WI_SREM) {
		if (zany(Z + op->b, n))
			vm_fail(vm, R_X_UB_4_POISON, "division by a poison or undef value");
		if (wzero(b, n))
			vm_fail(vm, R_X_UB_4, "integer division by zero");
		if ((wop == WI_SDIV || wop == WI_SREM) && is_int_min(a, bits) && is_all_ones(b, bits))
			vm_fail(vm, R_X_UB_5, "signed division overflow (INT%u_MIN / -1)", bits);
	}
	Scratch sc;
	uint64_t *r = scratch(&sc, n + binop_scratch_for(wop, op->w, n));
	if (binop(wop, op->w, bits, a, b, r, r + n))
		z = 0xff;
	memcpy(R + op->d, r, n * 8);
	memset(Z + op->d, z, n);
	scratch_done(&sc);
}

static void
op_icmp(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	uint32_t bits = op->x.c[0], n = nw(bits);
	uint8_t z = zany(Z + op->a, n) | zany(Z + op->b, n);
	R[op->d] = icmp(op->w, R + op->a, R + op->b, bits);
	Z[op->d] = z;
}

static void
op_cast(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	uint32_t sb = op->x.c[0], db = op->x.c[1], ns = nw(sb), nd = nw(db);
	uint8_t z = zany(Z + op->a, ns);
	Scratch sc;
	uint64_t *r = scratch(&sc, nd);
	if (cast((WideOp)op->f, op->w, sb, db, R + op->a, r))
		z = 0xff;
	memcpy(R + op->d, r, nd * 8);
	memset(Z + op->d, z, nd);
	scratch_done(&sc);
}

typedef void (*WideHandler)(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);

static const WideHandler handlers[WI__COUNT] = {
	[WI_ADD] = op_binary, [WI_SUB] = op_binary, [WI_MUL] = op_binary, [WI_UDIV] = op_binary,
	[WI_SDIV] = op_binary, [WI_UREM] = op_binary, [WI_SREM] = op_binary, [WI_AND] = op_binary,
	[WI_OR] = op_binary, [WI_XOR] = op_binary, [WI_SHL] = op_binary, [WI_LSHR] = op_binary,
	[WI_ASHR] = op_binary, [WI_ICMP] = op_icmp, [WI_TRUNC] = op_cast, [WI_ZEXT] = op_cast,
	[WI_SEXT] = op_cast, [WI_FPTOSI] = op_fptoi, [WI_FPTOUI] = op_fptoi, [WI_SITOFP] = op_itofp,
	[WI_UITOFP] = op_itofp,
};

void
vmop_wideint(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	handlers[op->f](vm, op, R, Z);
}

int
wideint_op(Opcode op)
{
	static const int8_t map[OP__COUNT] = {
#define M(o, w) [OP_##o] = WI_##w + 1,
		M(ADD, ADD) M(SUB, SUB) M(MUL, MUL) M(UDIV, UDIV) M(SDIV, SDIV) M(UREM, UREM) M(SREM, SREM)
		M(AND, AND) M(OR, OR) M(XOR, XOR) M(SHL, SHL) M(LSHR, LSHR) M(ASHR, ASHR) M(ICMP, ICMP)
		M(TRUNC, TRUNC) M(ZEXT, ZEXT) M(SEXT, SEXT) M(PTRTOINT, ZEXT) M(INTTOPTR, TRUNC)
		M(FPTOSI, FPTOSI) M(FPTOUI, FPTOUI) M(SITOFP, SITOFP) M(UITOFP, UITOFP)
#undef M
	};
	return map[op] - 1;
}

/* ------------------------------------------------------ vector lanes */
/* the width of an integer (a pointer: its address width), 0 for others */
static uint32_t
lane_bits(VM *vm, const Type *e)
{
	return e->kind == TY_INT ? e->bits : e->kind == TY_PTR ? vm->ptr_bytes * 8 : 0;
}

static bool
wide_lanes(const Type *t)
{
	return t->kind == TY_VECTOR && t->elem->kind == TY_INT && t->elem->bits > 64;
}

/* a vector image's bytes [off, off + n): is any of their registers
 * poison (vector.c tracks poison per register) */
static bool
bytes_poison(const uint8_t *Z, uint64_t off, uint64_t n)
{
	for (uint64_t s = off / 8; s <= (off + n - 1) / 8; s++)
		if (Z[s])
			return true;
	return false;
}

static void
bytes_poison_set(uint8_t *Z, uint64_t off, uint64_t n)
{
	for (uint64_t s = off / 8; s <= (off + n - 1) / 8; s++)
		Z[s] = 0xff;
}

bool
wideint_vector(VM *vm, const InstSlots *is, uint64_t *R, uint8_t *Z)
{
	const Inst *i = is->i;
	Opcode o = inst_op(i);
	const Type *rt = i->u.v.type, *st = inst_opnd(i, 0)->type;
	if (o == OP_GETELEMENTPTR) /* vector.c reads index lanes of up to 64 bits */
		for (uint32_t k = 1; k < i->u.nops; k++)
			if (wide_lanes(inst_opnd(i, k)->type))
				vm_fail(vm, R_ERROR, "getelementptr with vector indices of %s is not supported",
					type_str(inst_opnd(i, k)->type->elem));
	bool conv = op_is_cast(o) && o != OP_BITCAST && o != OP_ADDRSPACECAST;
	if ((!wide_lanes(rt) && !wide_lanes(st)) || (!op_is_binary(o) && o != OP_ICMP && !conv))
		return false; /* narrow lanes, or lanes moved as bytes: vector.c */
	const Type *se = st->elem, *re = rt->elem;
	uint32_t sbits = lane_bits(vm, se), rbits = lane_bits(vm, re);
	uint64_t sb = dl_store_size(&vm->dl, se), rb = dl_store_size(&vm->dl, re);
	uint32_t nd = type_slots(vm, rt);
	uint32_t nl = nw(sbits > rbits ? sbits : rbits);
	nl = nl < 2 ? 2 : nl; /* a float lane: up to 2 slots */
	unsigned flags = (i->u.flags & IF_NUW ? OPF_NUW : 0) | (i->u.flags & IF_NSW ? OPF_NSW : 0) |
			 (i->u.flags & IF_EXACT ? OPF_EXACT : 0) | (i->u.flags & IF_DISJOINT ? OPF_DISJOINT : 0) |
			 (i->u.flags & IF_NNEG ? OPF_NNEG : 0);
	bool two = op_is_binary(o) || o == OP_ICMP;
	const uint8_t *A = (const uint8_t *)(R + is->s[0]), *B = two ? (const uint8_t *)(R + is->s[1]) : NULL;
	const uint8_t *ZA = Z + is->s[0], *ZB = two ? Z + is->s[1] : NULL;
	int wop = wideint_op(o);
	bool division = o == OP_UDIV || o == OP_SDIV || o == OP_UREM || o == OP_SREM;
	Scratch sc;
	uint64_t *out = scratch(&sc, nd + (nd + 7) / 8 + 3 * (size_t)nl + binop_scratch(nl));
	uint8_t *zout = (uint8_t *)(out + nd);
	uint64_t *la = out + nd + (nd + 7) / 8, *lb = la + nl, *lr = lb + nl, *t = lr + nl;
	for (uint64_t k = 0; k < rt->count; k++) {
		memset(la, 0, 3 * (size_t)nl * 8);
		vm_load_value(vm, A + k * sb, se, la);
		bool p = bytes_poison(ZA, k * sb, sb), bad = false;
		if (two) {
			vm_load_value(vm, B + k * sb, se, lb);
			bool pb = bytes_poison(ZB, k * sb, sb);
			const char *ub = NULL;
			Rule rule = R_X_UB_4;
			if (division && pb)
				ub = "division by a poison or undef value (vector lane)", rule = R_X_UB_4_POISON;
			else if (division && wzero(lb, nw(sbits)))
				ub = "integer division by zero (vector lane)";
			else if ((o == OP_SDIV || o == OP_SREM) && is_int_min(la, sbits) && is_all_ones(lb, sbits))
				ub = "signed division overflow (vector lane)", rule = R_X_UB_5;
			if (ub) {
				scratch_done(&sc);
				vm_fail(vm, rule, "%s", ub);
			}
			p |= pb;
		}
		if (o == OP_ICMP) { /* <N x i1>: bit-packed, poison per register */
			if (icmp(i->pred, la, lb, sbits))
				((uint8_t *)out)[k / 8] |= (uint8_t)(1u << (k % 8));
			if (p)
				zout[k / 64] = 0xff;
			continue;
		}
		if (two)
			bad = binop((WideOp)wop, flags, sbits, la, lb, lr, t);
		else if (o == OP_SITOFP || o == OP_UITOFP)
			bad = itofp(sbits, o == OP_SITOFP, flags, la, fp_kind_of_type(re), lr);
		else if (o == OP_FPTOSI || o == OP_FPTOUI)
			bad = fptoi(rbits, o == OP_FPTOSI, fp_kind_of_type(se), la, lr);
		else
			bad = cast(o == OP_SEXT ? WI_SEXT : rbits < sbits ? WI_TRUNC : WI_ZEXT, flags, sbits, rbits, la, lr);
		vm_store_value(vm, (uint8_t *)out + k * rb, re, lr);
		if (p || bad)
			bytes_poison_set(zout, k * rb, rb);
	}
	memcpy(R + is->d, out, nd * 8);
	memcpy(Z + is->d, zout, nd);
	scratch_done(&sc);
	return true;
}

/* ------------------------------------------------------- atomicrmw */
void
wideint_rmw(unsigned rmw, uint32_t bits, const uint64_t *old, const uint64_t *v, uint64_t *r)
{
	uint32_t n = nw(bits);
	Scratch sc;
	uint64_t *t = scratch(&sc, binop_scratch(n));
	switch (rmw) {
	case RMW_ADD: binop(WI_ADD, 0, bits, old, v, r, t); break;
	case RMW_SUB: binop(WI_SUB, 0, bits, old, v, r, t); break;
	case RMW_AND: binop(WI_AND, 0, bits, old, v, r, t); break;
	case RMW_OR: binop(WI_OR, 0, bits, old, v, r, t); break;
	case RMW_XOR: binop(WI_XOR, 0, bits, old, v, r, t); break;
	case RMW_NAND:
		for (uint32_t k = 0; k < n; k++)
			r[k] = ~(old[k] & v[k]);
		wmask(r, bits);
		break;
	case RMW_MAX: memcpy(r, wscmp(old, v, bits) > 0 ? old : v, n * 8); break;
	case RMW_MIN: memcpy(r, wscmp(old, v, bits) < 0 ? old : v, n * 8); break;
	case RMW_UMAX: memcpy(r, wucmp(old, v, n) > 0 ? old : v, n * 8); break;
	case RMW_UMIN: memcpy(r, wucmp(old, v, n) < 0 ? old : v, n * 8); break;
	case RMW_UINC_WRAP: { /* old >= v ? 0 : old + 1 */
		memset(t, 0, n * 8);
		if (wucmp(old, v, n) >= 0) {
			memset(r, 0, n * 8);
			break;
		}
		t[0] = 1;
		binop(WI_ADD, 0, bits, old, t, r, t + n);
		break;
	}
	case RMW_UDEC_WRAP: /* old == 0 || old > v ? v : old - 1 */
		if (wzero(old, n) || wucmp(old, v, n) > 0) {
			memcpy(r, v, n * 8);
		} else {
			memset(t, 0, n * 8);
			t[0] = 1;
			binop(WI_SUB, 0, bits, old, t, r, t + n);
		}
		break;
	default: /* xchg */
		memcpy(r, v, n * 8);
		break;
	}
	scratch_done(&sc);
}

/* ------------------------------------------------------- intrinsics */
/* Arguments of a builtin: slots R + cs->args[k], spanning cs->argslots[k];
 * a poison argument makes the result poison (all its slots). */
static uint8_t
argz(const CallSite *cs, const uint8_t *Z, uint32_t k)
{
	return zany(Z + cs->args[k], cs->argslots[k]);
}

static uint32_t
arg_bits(const CallSite *cs)
{
	return cs->argtypes[0]->bits;
}

/* an iN result (N = the first argument's width) */
static void
ret_wide(const CallSite *cs, uint64_t *R, uint8_t *Z, const uint64_t *v, uint8_t z)
{
	memcpy(R + cs->dst, v, cs->dst_slots * 8);
	memset(Z + cs->dst, z, cs->dst_slots);
}

/* the i1 flag of an intrinsic (llvm.ctlz's is_zero_poison ...) */
static bool
flag_arg(const CallSite *cs, const uint64_t *R, uint32_t k)
{
	return cs->nargs > k && (R[cs->args[k]] & 1);
}

/* bit counts and reversals: ctpop, ctlz, cttz, bswap, bitreverse */
static int
wi_bitop(const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	uint32_t bits = arg_bits(cs), n = nw(bits);
	const uint64_t *a = R + cs->args[0];
	uint8_t z = argz(cs, Z, 0);
	Scratch sc;
	uint64_t *r = scratch(&sc, n);
	switch (which) {
	case 0:
		for (uint32_t k = 0; k < n; k++)
			r[0] += (uint64_t)__builtin_popcountll(a[k]);
		break;
	case 1: case 2:
		if (wzero(a, n)) {
			r[0] = bits;
			if (flag_arg(cs, R, 1)) /* is_zero_poison */
				z = 0xff;
			break;
		}
		if (which == 1) {
			r[0] = bits - 1 - (uint64_t)top_bit(a, n);
		} else {
			uint32_t k = 0;
			while (!a[k])
				k++;
			r[0] = (uint64_t)k * 64 + (uint64_t)__builtin_ctzll(a[k]);
		}
		break;
	case 3: { /* bytes reversed (bits is a multiple of 16) */
		uint32_t nb = bits / 8;
		for (uint32_t j = 0; j < nb; j++) {
			uint32_t src = nb - 1 - j;
			uint64_t byte = a[src / 8] >> (8 * (src % 8)) & 0xff;
			r[j / 8] |= byte << (8 * (j % 8));
		}
		break;
	}
	default:
		for (uint32_t j = 0; j < bits; j++)
			if (wbit(a, bits - 1 - j))
				r[j / 64] |= (uint64_t)1 << (j % 64);
		break;
	}
	ret_wide(cs, R, Z, r, z);
	scratch_done(&sc);
	return 0;
}
static int wi_ctpop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_bitop(cs, R, Z, 0); }
static int wi_ctlz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_bitop(cs, R, Z, 1); }
static int wi_cttz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_bitop(cs, R, Z, 2); }
static int wi_bswap(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_bitop(cs, R, Z, 3); }
static int wi_bitrev(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_bitop(cs, R, Z, 4); }

/* smax smin umax umin abs */
static int
wi_minmax(const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	uint32_t bits = arg_bits(cs), n = nw(bits);
	const uint64_t *a = R + cs->args[0], *b = which < 4 ? R + cs->args[1] : NULL;
	uint8_t z = argz(cs, Z, 0) | (which < 4 ? argz(cs, Z, 1) : 0);
	Scratch sc;
	uint64_t *r = scratch(&sc, n);
	switch (which) {
	case 0: memcpy(r, wscmp(a, b, bits) > 0 ? a : b, n * 8); break;
	case 1: memcpy(r, wscmp(a, b, bits) < 0 ? a : b, n * 8); break;
	case 2: memcpy(r, wucmp(a, b, n) > 0 ? a : b, n * 8); break;
	case 3: memcpy(r, wucmp(a, b, n) < 0 ? a : b, n * 8); break;
	default:
		if (is_int_min(a, bits) && flag_arg(cs, R, 1)) /* int_min_is_poison */
			z = 0xff;
		wabs(r, a, bits);
		break;
	}
	ret_wide(cs, R, Z, r, z);
	scratch_done(&sc);
	return 0;
}
static int wi_smax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_minmax(cs, R, Z, 0); }
static int wi_smin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_minmax(cs, R, Z, 1); }
static int wi_umax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_minmax(cs, R, Z, 2); }
static int wi_umin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_minmax(cs, R, Z, 3); }
static int wi_abs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_minmax(cs, R, Z, 4); }

/* fshl(a, b, s): the top half of a:b << (s mod bits); fshr: the bottom
 * half of a:b >> (s mod bits) */
static int
wi_funnel(const CallSite *cs, uint64_t *R, uint8_t *Z, bool left)
{
	uint32_t bits = arg_bits(cs), n = nw(bits);
	const uint64_t *a = R + cs->args[0], *b = R + cs->args[1], *sv = R + cs->args[2];
	uint8_t z = argz(cs, Z, 0) | argz(cs, Z, 1) | argz(cs, Z, 2);
	unsigned __int128 m = 0;
	for (uint32_t k = n; k-- > 0;)
		m = (m << 64 | sv[k]) % bits;
	uint64_t s = (uint64_t)m;
	Scratch sc;
	uint64_t *r = scratch(&sc, 2 * n), *t = r + n;
	if (!s) {
		memcpy(r, left ? a : b, n * 8);
	} else if (left) { /* a << s | b >> (bits - s) */
		wshl(r, a, s, n);
		wmask(r, bits);
		wshr(t, b, bits - s, n, 0);
		for (uint32_t k = 0; k < n; k++)
			r[k] |= t[k];
	} else { /* b >> s | a << (bits - s) */
		wshr(r, b, s, n, 0);
		wshl(t, a, bits - s, n);
		wmask(t, bits);
		for (uint32_t k = 0; k < n; k++)
			r[k] |= t[k];
	}
	ret_wide(cs, R, Z, r, z);
	scratch_done(&sc);
	return 0;
}
static int wi_fshl(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_funnel(cs, R, Z, true); }
static int wi_fshr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_funnel(cs, R, Z, false); }

/* llvm.{s,u}{add,sub,mul}.with.overflow: { iN, i1 } in the aggregate's
 * register image; the overflow bit is what nsw/nuw would call poison */
static int
wi_overflow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, WideOp op, bool is_signed)
{
	uint32_t bits = arg_bits(cs), n = nw(bits);
	uint8_t z = argz(cs, Z, 0) | argz(cs, Z, 1);
	Scratch sc;
	uint64_t *r = scratch(&sc, n + binop_scratch(n));
	bool ovf = binop(op, is_signed ? OPF_NSW : OPF_NUW, bits, R + cs->args[0], R + cs->args[1], r, r + n);
	const Type *st = cs->fty->elem;
	uint8_t *img = (uint8_t *)(R + cs->dst);
	memset(img, 0, cs->dst_slots * 8);
	vm_store_value(vm, img + dl_field_offset(&vm->dl, st, 0), cs->argtypes[0], r);
	img[dl_field_offset(&vm->dl, st, 1)] = ovf;
	memset(Z + cs->dst, z, cs->dst_slots);
	scratch_done(&sc);
	return 0;
}
static int wi_sadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_ADD, true); }
static int wi_uadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_ADD, false); }
static int wi_ssub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_SUB, true); }
static int wi_usub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_SUB, false); }
static int wi_smul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_MUL, true); }
static int wi_umul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wi_overflow(vm, cs, R, Z, WI_MUL, false); }

/* llvm.{s,u}{add,sub}.sat: on overflow, the bound on that side */
static int
wi_sat(const CallSite *cs, uint64_t *R, uint8_t *Z, WideOp op, bool is_signed)
{
	uint32_t bits = arg_bits(cs), n = nw(bits);
	const uint64_t *a = R + cs->args[0];
	uint8_t z = argz(cs, Z, 0) | argz(cs, Z, 1);
	Scratch sc;
	uint64_t *r = scratch(&sc, n + binop_scratch(n));
	if (binop(op, is_signed ? OPF_NSW : OPF_NUW, bits, a, R + cs->args[1], r, r + n)) {
		/* unsigned: add saturates to all ones, sub to 0; signed: to
		 * the bound of a's sign (only same-sign adds and
		 * different-sign subs overflow, towards a's side) */
		bool hi = is_signed ? !wsign(a, bits) : op == WI_ADD;
		memset(r, hi ? 0xff : 0, n * 8);
		if (is_signed)
			r[(bits - 1) / 64] ^= (uint64_t)1 << ((bits - 1) % 64); /* 0111.. or 1000.. */
		wmask(r, bits);
	}
	ret_wide(cs, R, Z, r, z);
	scratch_done(&sc);
	return 0;
}
static int wi_sadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_sat(cs, R, Z, WI_ADD, true); }
static int wi_uadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_sat(cs, R, Z, WI_ADD, false); }
static int wi_ssub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_sat(cs, R, Z, WI_SUB, true); }
static int wi_usub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { (void)vm; return wi_sat(cs, R, Z, WI_SUB, false); }

/* the same intrinsics on vectors of such integers */
static int
wi_vector(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm_fail(vm, R_ERROR, "'%s' on vectors of integers wider than 64 bits is not supported",
		vm->callee->g.u.v.name);
}

static const struct {
	const char *base;
	BuiltinFn fn;
} intrinsics[] = {
	{"ctpop", wi_ctpop}, {"ctlz", wi_ctlz}, {"cttz", wi_cttz}, {"bswap", wi_bswap},
	{"bitreverse", wi_bitrev}, {"smax", wi_smax}, {"smin", wi_smin}, {"umax", wi_umax},
	{"umin", wi_umin}, {"abs", wi_abs}, {"fshl", wi_fshl}, {"fshr", wi_fshr},
	{"sadd.with.overflow", wi_sadd_o}, {"uadd.with.overflow", wi_uadd_o},
	{"ssub.with.overflow", wi_ssub_o}, {"usub.with.overflow", wi_usub_o},
	{"smul.with.overflow", wi_smul_o}, {"umul.with.overflow", wi_umul_o},
	{"sadd.sat", wi_sadd_s}, {"uadd.sat", wi_uadd_s}, {"ssub.sat", wi_ssub_s}, {"usub.sat", wi_usub_s},
};

BuiltinFn
wideint_intrinsic(const char *name)
{
	if (strncmp(name, "llvm.", 5) != 0)
		return NULL;
	const char *dot = strrchr(name, '.');
	if (!dot || dot < name + 5)
		return NULL;
	/* the type suffix: iN or vKiN */
	const char *p = dot + 1;
	bool vector = *p == 'v';
	if (vector) {
		p++;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	if (*p != 'i' || !(p[1] >= '1' && p[1] <= '9'))
		return NULL;
	char *end;
	unsigned long bits = strtoul(p + 1, &end, 10);
	if (*end || bits <= 64)
		return NULL;
	size_t len = (size_t)(dot - (name + 5));
	for (size_t k = 0; k < countof(intrinsics); k++)
		if (strlen(intrinsics[k].base) == len && !strncmp(name + 5, intrinsics[k].base, len))
			return vector ? wi_vector : intrinsics[k].fn;
	return NULL;
}
