/* libc_time.c — <time.h> (and gettimeofday): the clocks, and the
 * calendar in UTC.
 *
 * The clocks are deterministic unless the user grants the host's
 * (`--clock=host`): the step clock counts the ops the run has executed,
 * one nanosecond each, from a fixed epoch, 2000-01-01 00:00:00 UTC
 * (time_t 946684800).  So time() is 946684800 + steps / 10^9, clock()
 * steps / 1000 (CLOCKS_PER_SEC 10^6; the UCRT's is 1000: steps / 10^6),
 * CLOCK_REALTIME the epoch + steps ns, the other clocks steps ns, and
 * gettimeofday the epoch + steps / 1000 us.  A run that reads the step
 * clock counts its ops (vm->count_steps: the trap is on, so it runs
 * slower); the runtime turns counting on before the first function is
 * lowered when a module declares one of the clocks.
 *
 * The calendar is UTC: localtime is gmtime (as glibc's with TZ=UTC,
 * whose zone is named "UTC"; gmtime's "GMT"), mktime is timegm.
 * strftime is the C locale's.  Layouts: time_t is the target C
 * library's (rt_time_t_bytes); struct tm is nine ints, then on glibc,
 * wasi and Darwin a long tm_gmtoff and a const char *tm_zone;
 * timespec and timeval are a time_t and a long. */
#include "rt/libc.h"

#include <string.h>
#include <sys/time.h>
#include <time.h>

enum { STEP_EPOCH = 946684800 };

typedef struct TimeState {
	uint64_t tm_buf;        /* gmtime's and localtime's struct tm */
	uint64_t asc_buf;       /* asctime's and ctime's text */
	uint64_t zone_utc, zone_gmt; /* the tm_zone strings */
} TimeState;

const RuntimeLib rt_libc_time;

static TimeState *
time_state(VM *vm)
{
	return rt_state(vm, &rt_libc_time);
}

/* -------------------------------------------------------------- layout */
static unsigned
tt_bytes(const VM *vm)
{
	return rt_time_t_bytes(&vm->tgt);
}

static bool
tm_has_zone(const VM *vm)
{
	TargetCrt c = (TargetCrt)vm->tgt.abi.crt;
	return c == CRT_GLIBC || c == CRT_DARWIN || c == CRT_NONE;
}

static unsigned
long_bytes(const VM *vm)
{
	return vm->tgt.abi.long_size;
}

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) / a * a;
}

/* struct tm's size, and where tm_gmtoff and tm_zone are */
static uint64_t
tm_gmtoff_off(const VM *vm)
{
	return align_up(36, long_bytes(vm));
}

static uint64_t
tm_zone_off(const VM *vm)
{
	return align_up(tm_gmtoff_off(vm) + long_bytes(vm), vm->ptr_bytes);
}

static uint64_t
tm_size(const VM *vm)
{
	return tm_has_zone(vm) ? align_up(tm_zone_off(vm) + vm->ptr_bytes, long_bytes(vm)) : 36;
}

static void
put_uint(VM *vm, uint64_t addr, unsigned n, uint64_t v)
{
	mem_write_uint(vm_mem_write(vm, addr, n), n, v, vm->big_endian);
}

static int64_t
get_int(VM *vm, uint64_t addr, unsigned n)
{
	return vm_sext(mem_read_uint(vm_mem_read(vm, addr, n), n, vm->big_endian), n * 8);
}

/* ---------------------------------------------------------------- clocks */
/* the current time in ns: since the epoch (realtime) or since the start
 * (the others) */
static bool
step_clock(const VM *vm)
{
	return !vm->host_clock;
}

static void
now(VM *vm, bool realtime, int64_t *sec, int64_t *nsec)
{
	if (step_clock(vm)) {
		*sec = (int64_t)(vm->steps / 1000000000u) + (realtime ? STEP_EPOCH : 0);
		*nsec = (int64_t)(vm->steps % 1000000000u);
		return;
	}
	struct timespec ts;
	clock_gettime(realtime ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
	*sec = ts.tv_sec;
	*nsec = ts.tv_nsec;
}

static int
b_time(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t s, ns;
	now(vm, true, &s, &ns);
	if (ARG(0))
		put_uint(vm, ARG(0), tt_bytes(vm), (uint64_t)s);
	builtin_ret(cs, R, Z, (uint64_t)s);
	return 0;
}

static int
b_clock(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t per_sec = vm->tgt.abi.crt == CRT_UCRT ? 1000 : 1000000;
	uint64_t ticks;
	if (step_clock(vm))
		ticks = vm->steps / (1000000000u / per_sec);
	else
		ticks = (uint64_t)clock() / (CLOCKS_PER_SEC / per_sec);
	builtin_ret(cs, R, Z, ticks);
	return 0;
}

/* a timespec (ns) or a timeval (us) at addr */
static void
put_time_pair(VM *vm, uint64_t addr, int64_t sec, int64_t frac)
{
	unsigned tb = tt_bytes(vm), lb = long_bytes(vm);
	put_uint(vm, addr, tb, (uint64_t)sec);
	put_uint(vm, addr + align_up(tb, lb), lb, (uint64_t)frac);
}

static int
b_clock_gettime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int id = (int)ARG(0);
	/* Linux's clocks: REALTIME 0, MONOTONIC 1, the CPU-time ones 2 and 3,
	 * MONOTONIC_RAW 4, the COARSE ones 5 and 6, BOOTTIME 7, the ALARM
	 * ones 8 and 9, TAI 11 */
	if (id < 0 || id > 11 || id == 10) {
		libc_set_errno(vm, T_EINVAL);
		builtin_ret(cs, R, Z, (uint64_t)-1);
		return 0;
	}
	int64_t s, ns;
	now(vm, id == 0 || id == 5 || id == 8 || id == 11, &s, &ns);
	put_time_pair(vm, ARG(1), s, ns);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_gettimeofday(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int64_t s, ns;
	now(vm, true, &s, &ns);
	if (ARG(0))
		put_time_pair(vm, ARG(0), s, ns / 1000);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_timespec_get(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if ((int)ARG(1) != 1) { /* TIME_UTC */
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	int64_t s, ns;
	now(vm, true, &s, &ns);
	put_time_pair(vm, ARG(0), s, ns);
	builtin_ret(cs, R, Z, 1);
	return 0;
}

static int
b_difftime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned w = libc_int_bits(vm, cs->argtypes[0]);
	double d = (double)vm_sext(ARG(0), w) - (double)vm_sext(ARG(1), w);
	if (!cs->dst_slots) /* declared void: the result is not read */
		return 0;
	vm_fp_put(R + cs->dst, FK_F64, d);
	Z[cs->dst] = 0;
	return 0;
}

/* ------------------------------------------------------------ calendar */
typedef struct Tm {
	int64_t sec, min, hour, mday, mon, year, wday, yday, isdst;
	int64_t gmtoff;         /* (read from the program's struct tm only) */
	char zone[64];
} Tm;

/* days since 1970-01-01 of a proleptic Gregorian date (y, m 1-12, d) */
static int64_t
days_from_civil(int64_t y, int64_t m, int64_t d)
{
	y -= m <= 2;
	int64_t era = (y >= 0 ? y : y - 399) / 400;
	int64_t yoe = y - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static bool
leap(int64_t y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int64_t
floordiv(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static Tm
tm_of(int64_t t)
{
	Tm tm = {0};
	int64_t days = floordiv(t, 86400), rem = t - days * 86400;
	tm.hour = rem / 3600;
	tm.min = rem % 3600 / 60;
	tm.sec = rem % 60;
	tm.wday = ((days % 7) + 11) % 7; /* 1970-01-01 was a Thursday */
	/* civil from days */
	int64_t z = days + 719468, era = (z >= 0 ? z : z - 146096) / 146097;
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t y = yoe + era * 400, doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153, d = doy - (153 * mp + 2) / 5 + 1, m = mp + (mp < 10 ? 3 : -9);
	y += m <= 2;
	tm.year = y - 1900;
	tm.mon = m - 1;
	tm.mday = d;
	tm.yday = days - days_from_civil(y, 1, 1);
	return tm;
}

/* mktime's and timegm's normalisation: the fields may be out of range */
static int64_t
time_of(const Tm *tm)
{
	int64_t mon = tm->mon, year = tm->year + 1900;
	year += floordiv(mon, 12);
	mon -= floordiv(mon, 12) * 12;
	int64_t days = days_from_civil(year, mon + 1, 1) + tm->mday - 1;
	return days * 86400 + tm->hour * 3600 + tm->min * 60 + tm->sec;
}

static Tm
read_tm(VM *vm, uint64_t a)
{
	int64_t f[9];
	for (int k = 0; k < 9; k++)
		f[k] = get_int(vm, a + 4 * (uint64_t)k, 4);
	Tm tm = {f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], 0, ""};
	if (tm_has_zone(vm)) {
		tm.gmtoff = get_int(vm, a + tm_gmtoff_off(vm), long_bytes(vm));
		uint64_t z = mem_read_uint(vm_mem_read(vm, a + tm_zone_off(vm), vm->ptr_bytes), vm->ptr_bytes,
					   vm->big_endian);
		if (z)
			rt_read_cstr(vm, z, sizeof tm.zone - 1, tm.zone);
	}
	return tm;
}

static uint64_t
zone(VM *vm, bool local)
{
	TimeState *st = time_state(vm);
	uint64_t *z = local ? &st->zone_utc : &st->zone_gmt;
	if (!*z) {
		*z = mem_alloc_internal(&vm->mem, 4, 1, "tm_zone");
		memcpy(vm_mem_write(vm, *z, 4), local ? "UTC" : "GMT", 4);
	}
	return *z;
}

static void
write_tm(VM *vm, uint64_t a, const Tm *tm, bool local)
{
	const int64_t f[9] = {tm->sec, tm->min, tm->hour, tm->mday, tm->mon, tm->year, tm->wday, tm->yday, tm->isdst};
	for (int k = 0; k < 9; k++)
		put_uint(vm, a + 4 * (uint64_t)k, 4, (uint64_t)f[k]);
	if (tm_has_zone(vm)) {
		put_uint(vm, a + tm_gmtoff_off(vm), long_bytes(vm), 0);
		put_uint(vm, a + tm_zone_off(vm), vm->ptr_bytes, zone(vm, local));
	}
}

/* gmtime, localtime (static struct tm) and their _r forms; null with
 * EOVERFLOW when the year does not fit an int */
static int
to_tm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool local, uint64_t out)
{
	int64_t t = get_int(vm, ARG(0), tt_bytes(vm));
	Tm tm = tm_of(t);
	if (tm.year > INT32_MAX || tm.year < INT32_MIN) {
		libc_set_errno(vm, 75); /* EOVERFLOW (Linux) */
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	if (!out) {
		TimeState *st = time_state(vm);
		if (!st->tm_buf)
			st->tm_buf = mem_alloc_internal(&vm->mem, tm_size(vm), 8, "struct tm");
		out = st->tm_buf;
	}
	write_tm(vm, out, &tm, local);
	builtin_ret(cs, R, Z, out);
	return 0;
}

static int b_gmtime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return to_tm(vm, cs, R, Z, false, 0); }
static int b_localtime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return to_tm(vm, cs, R, Z, true, 0); }
static int b_gmtime_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return to_tm(vm, cs, R, Z, false, ARG(1)); }
static int b_localtime_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return to_tm(vm, cs, R, Z, true, ARG(1)); }

/* mktime (local time: UTC) and timegm: the fields normalised in place */
static int
from_tm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool local)
{
	Tm in = read_tm(vm, ARG(0));
	int64_t t = time_of(&in);
	unsigned tb = tt_bytes(vm);
	if (tb == 4 && (t > INT32_MAX || t < INT32_MIN)) {
		libc_set_errno(vm, 75); /* EOVERFLOW */
		builtin_ret(cs, R, Z, (uint64_t)-1);
		return 0;
	}
	Tm tm = tm_of(t);
	write_tm(vm, ARG(0), &tm, local);
	builtin_ret(cs, R, Z, (uint64_t)t);
	return 0;
}

static int b_mktime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return from_tm(vm, cs, R, Z, true); }
static int b_timegm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return from_tm(vm, cs, R, Z, false); }

/* --------------------------------------------------- strftime, asctime */
static const char *const wday_name[7] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
static const char *const mon_name[12] = {"January", "February", "March", "April", "May", "June", "July",
					 "August", "September", "October", "November", "December"};

static const char *
name_of(const char *const *names, int64_t k, int64_t n)
{
	return k >= 0 && k < n ? names[k] : "?";
}

/* ISO 8601 week-based year and week of tm */
static void
iso_week(const Tm *tm, int64_t *year, int64_t *week)
{
	int64_t y = tm->year + 1900, yday = tm->yday, wday = (tm->wday + 6) % 7; /* Monday 0 */
	int64_t w = (yday - wday + 10) / 7;
	if (w < 1) {
		y--;
		int64_t pyday = yday + (leap(y) ? 366 : 365);
		w = (pyday - wday + 10) / 7;
	} else if (w == 53) {
		int64_t ylen = leap(y) ? 366 : 365;
		if (yday - wday + 3 >= ylen) { /* the week's Thursday is next year's */
			y++;
			w = 1;
		}
	}
	*year = y;
	*week = w;
}

/* a number with glibc's flags: '-' no padding, '_' spaces, '0' zeros */
static void
put_num(Buf *b, int64_t v, int width, char pad, char flag)
{
	if (flag == '-')
		width = 1;
	else if (flag == '_')
		pad = ' ';
	else if (flag == '0')
		pad = '0';
	char tmp[32];
	bool neg = v < 0;
	int n = snprintf(tmp, sizeof tmp, "%lld", (long long)(neg ? -v : v));
	int padn = width - n - neg;
	if (pad == ' ')
		for (; padn > 0; padn--)
			buf_putc(b, ' ');
	if (neg)
		buf_putc(b, '-');
	for (; padn > 0; padn--)
		buf_putc(b, '0');
	buf_put(b, tmp, (size_t)n);
}

static void format_tm(Buf *b, const char *f, const Tm *tm);

static void
conv(Buf *b, char c, char flag, const Tm *tm)
{
	int64_t iy, iw;
	switch (c) {
	case 'a': buf_put(b, name_of(wday_name, tm->wday, 7), 3); break;
	case 'A': buf_puts(b, name_of(wday_name, tm->wday, 7)); break;
	case 'b': case 'h': buf_put(b, name_of(mon_name, tm->mon, 12), 3); break;
	case 'B': buf_puts(b, name_of(mon_name, tm->mon, 12)); break;
	case 'c': format_tm(b, "%a %b %e %H:%M:%S %Y", tm); break;
	case 'C': put_num(b, floordiv(tm->year + 1900, 100), 2, '0', flag); break;
	case 'd': put_num(b, tm->mday, 2, '0', flag); break;
	case 'D': format_tm(b, "%m/%d/%y", tm); break;
	case 'e': put_num(b, tm->mday, 2, ' ', flag); break;
	case 'F': format_tm(b, "%Y-%m-%d", tm); break;
	case 'g': iso_week(tm, &iy, &iw); put_num(b, ((iy % 100) + 100) % 100, 2, '0', flag); break;
	case 'G': iso_week(tm, &iy, &iw); put_num(b, iy, 1, '0', flag); break;
	case 'H': put_num(b, tm->hour, 2, '0', flag); break;
	case 'I': put_num(b, tm->hour % 12 ? tm->hour % 12 : 12, 2, '0', flag); break;
	case 'j': put_num(b, tm->yday + 1, 3, '0', flag); break;
	case 'k': put_num(b, tm->hour, 2, ' ', flag); break;
	case 'l': put_num(b, tm->hour % 12 ? tm->hour % 12 : 12, 2, ' ', flag); break;
	case 'm': put_num(b, tm->mon + 1, 2, '0', flag); break;
	case 'M': put_num(b, tm->min, 2, '0', flag); break;
	case 'n': buf_putc(b, '\n'); break;
	case 'p': buf_puts(b, tm->hour >= 12 ? "PM" : "AM"); break;
	case 'P': buf_puts(b, tm->hour >= 12 ? "pm" : "am"); break;
	case 'r': format_tm(b, "%I:%M:%S %p", tm); break;
	case 'R': format_tm(b, "%H:%M", tm); break;
	case 's': {
		Tm t = *tm;
		put_num(b, time_of(&t), 1, '0', flag);
		break;
	}
	case 'S': put_num(b, tm->sec, 2, '0', flag); break;
	case 't': buf_putc(b, '\t'); break;
	case 'T': format_tm(b, "%H:%M:%S", tm); break;
	case 'u': put_num(b, tm->wday ? tm->wday : 7, 1, '0', flag); break;
	case 'U': put_num(b, (tm->yday + 7 - tm->wday) / 7, 2, '0', flag); break;
	case 'V': iso_week(tm, &iy, &iw); put_num(b, iw, 2, '0', flag); break;
	case 'w': put_num(b, tm->wday, 1, '0', flag); break;
	case 'W': put_num(b, (tm->yday + 7 - (tm->wday + 6) % 7) / 7, 2, '0', flag); break;
	case 'x': format_tm(b, "%m/%d/%y", tm); break;
	case 'X': format_tm(b, "%H:%M:%S", tm); break;
	case 'y': put_num(b, ((tm->year + 1900) % 100 + 100) % 100, 2, '0', flag); break;
	case 'Y': put_num(b, tm->year + 1900, 1, '0', flag); break;
	case 'z': {
		int64_t off = tm->gmtoff;
		buf_putc(b, off < 0 ? '-' : '+');
		off = off < 0 ? -off : off;
		put_num(b, off / 3600 * 100 + off % 3600 / 60, 4, '0', 0);
		break;
	}
	case 'Z': buf_puts(b, tm->zone); break;
	case '%': buf_putc(b, '%'); break;
	default: /* glibc prints an unknown conversion as written */
		buf_putc(b, '%');
		if (flag)
			buf_putc(b, flag);
		buf_putc(b, c);
		break;
	}
}

static void
format_tm(Buf *b, const char *f, const Tm *tm)
{
	for (; *f; f++) {
		if (*f != '%' || !f[1]) {
			buf_putc(b, *f);
			continue;
		}
		f++;
		char flag = 0;
		if (*f == '-' || *f == '_' || *f == '0' || *f == '^' || *f == '#')
			flag = *f++;
		if (*f == 'E' || *f == 'O') /* the C locale has no alternatives */
			f++;
		if (!*f)
			break;
		conv(b, *f, flag, tm);
	}
}

static int
b_strftime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t dst = ARG(0), max = ARG(1);
	char fmt[4096], out[8192];
	rt_read_cstr(vm, ARG(2), sizeof fmt - 1, fmt);
	if (strlen(fmt) == sizeof fmt - 1 && libc_peek(vm, ARG(2) + sizeof fmt - 1))
		vm_fail(vm, R_ERROR, "strftime: a format of more than %zu bytes (ehi's limit)", sizeof fmt - 1);
	Tm tm = read_tm(vm, ARG(3));
	/* everything is read before the host buffer is made, and it is
	 * freed before the result is written: a fault leaves nothing behind */
	Buf b = {0};
	format_tm(&b, fmt, &tm);
	uint64_t n = b.len;
	if (n < sizeof out)
		memcpy(out, b.s ? b.s : "", n);
	buf_free(&b);
	if (n >= sizeof out)
		vm_fail(vm, R_ERROR, "strftime: a result of %llu bytes (more than ehi's %zu)", (unsigned long long)n,
			sizeof out - 1);
	if (n < max) {
		uint8_t *p = vm_mem_write(vm, dst, n + 1);
		memcpy(p, out, n);
		p[n] = 0;
	} else {
		n = 0; /* too long: 0, the array's contents unspecified */
	}
	builtin_ret(cs, R, Z, n);
	return 0;
}

/* asctime's text: "Www Mmm dd hh:mm:ss yyyy\n" */
static void
asc_text(const Tm *tm, char *out, size_t n)
{
	snprintf(out, n, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", name_of(wday_name, tm->wday, 7),
		 name_of(mon_name, tm->mon, 12), (int)tm->mday, (int)tm->hour, (int)tm->min, (int)tm->sec,
		 (int)(tm->year + 1900));
}

static uint64_t
asc_out(VM *vm, const Tm *tm, uint64_t out)
{
	char text[128];
	asc_text(tm, text, sizeof text);
	if (!out) {
		TimeState *st = time_state(vm);
		if (!st->asc_buf)
			st->asc_buf = mem_alloc_internal(&vm->mem, sizeof text, 1, "asctime's buffer");
		out = st->asc_buf;
	}
	size_t n = strlen(text) + 1;
	memcpy(vm_mem_write(vm, out, n), text, n);
	return out;
}

static int
b_asctime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Tm tm = read_tm(vm, ARG(0));
	builtin_ret(cs, R, Z, asc_out(vm, &tm, cs->nargs > 1 ? ARG(1) : 0));
	return 0;
}

static int
b_ctime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Tm tm = tm_of(get_int(vm, ARG(0), tt_bytes(vm)));
	builtin_ret(cs, R, Z, asc_out(vm, &tm, cs->nargs > 1 ? ARG(1) : 0));
	return 0;
}

/* --------------------------------------------------------------- start */
/* the names that read a clock: a module declaring one runs counting
 * its steps.  A library compiled to IR (libstdc++, parsed lazily)
 * declares them for functions most programs never call, so it does not
 * count: the program's own declarations decide, and a program that
 * declares one of std::chrono's clocks (whose now() reads the clock in
 * the library) counts too */
static const char *const clock_names[] = {
	"time", "clock", "clock_gettime", "gettimeofday", "timespec_get", "_time64", "_time32",
};

static void
time_declare(VM *vm)
{
	if (vm->host_clock)
		return;
	for (size_t k = 0; k < vm->mods.len; k++) {
		const Module *m = VEC_AT(&vm->mods, Module *, k);
		if (m->lazy_bodies)
			continue;
		for (const Global *g = m->funcs; g; g = g->next) {
			if (!((const Function *)g)->is_decl || !g->u.v.name)
				continue;
			for (size_t j = 0; j < countof(clock_names); j++)
				if (!strcmp(g->u.v.name, clock_names[j]))
					vm->count_steps = true;
			if (!strncmp(g->u.v.name, "_ZNSt6chrono", 12))
				vm->count_steps = true;
		}
	}
}

static const RtCFn fns[] = {
	{"time", b_time, "t(p)"}, {"_time64", b_time, "q(p)"}, {"_time32", b_time, "i(p)"},
	{"clock", b_clock, "l()"}, {"clock_gettime", b_clock_gettime, "i(ip)"},
	{"gettimeofday", b_gettimeofday, "i(pp)"}, {"timespec_get", b_timespec_get, "i(pi)"},
	{"difftime", b_difftime, "d(tt)"}, {"_difftime64", b_difftime, "d(qq)"},
	{"mktime", b_mktime, "t(p)"}, {"_mktime64", b_mktime, "q(p)"}, {"timegm", b_timegm, "t(p)"},
	{"gmtime", b_gmtime, "p(p)"}, {"_gmtime64", b_gmtime, "p(p)"}, {"gmtime_r", b_gmtime_r, "p(pp)"},
	{"localtime", b_localtime, "p(p)"}, {"_localtime64", b_localtime, "p(p)"},
	{"localtime_r", b_localtime_r, "p(pp)"}, {"strftime", b_strftime, "z(pzpp)"},
	{"asctime", b_asctime, "p(p)"}, {"asctime_r", b_asctime, "p(pp)"}, {"ctime", b_ctime, "p(p)"},
	{"_ctime64", b_ctime, "p(p)"}, {"ctime_r", b_ctime, "p(pp)"},
};

const RuntimeLib rt_libc_time = {
	.name = "C library <time.h>",
	.applies = NULL,
	.cfns = RT_TABLE(fns),
	.declare = time_declare,
	.state_size = sizeof(TimeState),
};
