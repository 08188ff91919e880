/* parse_attr.c — attribute lists and attribute groups.
 *
 *   attrs ::= (word ['(' ... ')'] | '"key"' ['=' '"value"'] | '#N')*
 *   group ::= 'attributes' '#N' '=' '{' attrs '}'
 *
 * ehi interprets few attributes, but must print them back exactly: each is
 * kept as the verbatim span of its source, with its kind (attrs.def) and,
 * for the few it reads (align, dereferenceable), its integer. */
#include "ir/parse.h"

#include <string.h>

/* ----------------------------------------------------------- attributes */
#include "ir/wordtab.h"

enum { ARG_NONE, ARG_TYPE, ARG_INT, ARG_RAW };

/* every enum attribute LLVM 14 or LLVM 19 knows; a word not here ends an
 * attribute list (so a typo is an error, as in LLVM) */
static const char *const llvm_attributes[] = {
	"alignstack", "allocalign", "allockind", "allocptr", "allocsize", "alwaysinline", "argmemonly",
	"builtin", "byref", "byval", "cold", "convergent", "coro_elide_safe",
	"coro_only_destroy_when_complete", "dead_on_unwind", "dereferenceable", "dereferenceable_or_null",
	"disable_sanitizer_instrumentation", "elementtype", "fn_ret_thunk_extern", "hot",
	"hybrid_patchable", "immarg", "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "inalloca",
	"initializes", "inlinehint", "inreg", "jumptable", "memory", "minsize", "mustprogress", "naked",
	"nest", "noalias", "nobuiltin", "nocallback", "nocapture", "nocf_check", "nodivergencesource",
	"noduplicate", "noext", "nofpclass", "nofree", "noimplicitfloat", "noinline", "nomerge",
	"nonlazybind", "nonnull", "noprofile", "norecurse", "noredzone", "noreturn",
	"nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
	"null_pointer_is_valid", "optdebug", "optforfuzzing", "optnone", "optsize", "preallocated",
	"presplitcoroutine", "range", "readnone", "readonly", "returned", "returns_twice", "safestack",
	"sanitize_address", "sanitize_hwaddress", "sanitize_memory", "sanitize_memtag",
	"sanitize_numerical_stability", "sanitize_realtime", "sanitize_thread", "shadowcallstack",
	"signext", "skipprofile", "speculatable", "speculative_load_hardening", "sret", "ssp", "sspreq",
	"sspstrong", "strictfp", "swiftasync", "swifterror", "swiftself", "uwtable", "vscale_range",
	"willreturn", "writable", "writeonly", "zeroext", "align", "no_sanitize_address",
	"no_sanitize_hwaddress", "sanitize_address_dyninit", "captures",
};

/* Where LLVM allows the attributes that are not allowed everywhere
 * (Attributes.td: function, parameter, return value); the rest pass. */
enum { AT_FN = 1, AT_PARAM = 2, AT_RET = 4 };
static const struct {
	const char *s;
	uint8_t where;
} attr_places[] = {
	{"byval", AT_PARAM}, {"byref", AT_PARAM}, {"sret", AT_PARAM}, {"inalloca", AT_PARAM},
	{"preallocated", AT_PARAM | AT_FN}, {"elementtype", AT_PARAM}, {"nest", AT_PARAM}, {"swiftself", AT_PARAM},
	{"swiftasync", AT_PARAM}, {"swifterror", AT_PARAM}, {"immarg", AT_PARAM}, {"nocapture", AT_PARAM},
	{"returned", AT_PARAM},
	{"alwaysinline", AT_FN}, {"builtin", AT_FN}, {"cold", AT_FN}, {"convergent", AT_FN}, {"hot", AT_FN},
	{"inlinehint", AT_FN}, {"jumptable", AT_FN}, {"minsize", AT_FN}, {"mustprogress", AT_FN},
	{"naked", AT_FN}, {"nobuiltin", AT_FN}, {"noduplicate", AT_FN}, {"noimplicitfloat", AT_FN},
	{"noinline", AT_FN}, {"nomerge", AT_FN}, {"nonlazybind", AT_FN}, {"norecurse", AT_FN},
	{"noredzone", AT_FN}, {"noreturn", AT_FN}, {"nosync", AT_FN}, {"nounwind", AT_FN}, {"optnone", AT_FN},
	{"optsize", AT_FN}, {"returns_twice", AT_FN}, {"safestack", AT_FN}, {"sanitize_address", AT_FN},
	{"sanitize_memory", AT_FN}, {"sanitize_thread", AT_FN}, {"sanitize_hwaddress", AT_FN},
	{"speculatable", AT_FN}, {"ssp", AT_FN}, {"sspreq", AT_FN}, {"sspstrong", AT_FN}, {"uwtable", AT_FN},
	{"willreturn", AT_FN}, {"strictfp", AT_FN},
};

/* One table for the questions about a word: is it an attribute LLVM
 * knows (KNOWN), where it may stand (PLACE: attr_places' bits, 0 for
 * anywhere), and which of ehi's kinds and argument forms it has (the
 * low bits: kind << 2 | arg; ATTR_OTHER/ARG_RAW for the rest) */
enum { ATTRWORD_KNOWN = 1 << 16, ATTRWORD_PLACE = 17 };
static WordSlot attr_slots[512];
static WordTab attr_words = {attr_slots, countof(attr_slots) - 1};

static void
attr_names_init(void)
{
	static const struct { const char *s; int arg; } tab[] = {
#define ATTR(e, s, a) {s, ARG_##a},
#include "ir/attrs.def"
#undef ATTR
	};
	static bool ready;
	if (ready)
		return;
	_Static_assert(countof(tab) + countof(llvm_attributes) < countof(attr_slots) / 2,
		       "attr_slots too small");
	/* ehi's kinds and the places by name first, so that each word below
	 * is looked up once instead of compared with every entry (this runs
	 * at every start) */
	static WordSlot kind_slots[128], place_slots[128];
	_Static_assert(countof(tab) < countof(kind_slots) / 2 && countof(attr_places) < countof(place_slots) / 2,
		       "kind_slots, place_slots too small");
	WordTab kinds = {kind_slots, countof(kind_slots) - 1}, places = {place_slots, countof(place_slots) - 1};
	for (size_t i = 0; i < countof(tab); i++)
		wordtab_add(&kinds, tab[i].s, (int)i);
	for (size_t i = 0; i < countof(attr_places); i++)
		wordtab_add(&places, attr_places[i].s, attr_places[i].where);
	for (size_t k = 0; k < countof(llvm_attributes); k++) {
		const char *w = llvm_attributes[k];
		size_t n = strlen(w);
		const WordSlot *kind = wordtab_find(&kinds, w, n), *place = wordtab_find(&places, w, n);
		int val = ATTRWORD_KNOWN | (kind ? kind->val << 2 | tab[kind->val].arg : ATTR_OTHER << 2 | ARG_RAW);
		if (place)
			val |= place->val << ATTRWORD_PLACE;
		wordtab_add(&attr_words, w, val);
	}
	/* ehi's kinds spelled as keywords (inalloca, swifterror...) are found
	 * here too, without the KNOWN bit if LLVM's list lacks them */
	for (size_t i = 0; i < countof(tab); i++) {
		size_t n = strlen(tab[i].s);
		if (!wordtab_find(&attr_words, tab[i].s, n)) {
			const WordSlot *place = wordtab_find(&places, tab[i].s, n);
			int val = (int)i << 2 | tab[i].arg;
			if (place)
				val |= place->val << ATTRWORD_PLACE;
			wordtab_add(&attr_words, tab[i].s, val);
		}
	}
	ready = true;
}

static bool
known_attribute(const char *s, size_t n)
{
	const WordSlot *w = wordtab_find(&attr_words, s, n);
	return w && (w->val & ATTRWORD_KNOWN);
}

bool
ir_attribute_name_known(const char *s, size_t n)
{
	attr_names_init();
	return known_attribute(s, n);
}

static bool
is_attr_word(Parser *P, int ctx)
{
	switch (tk(P)) {
	case TK_WORD:
		return known_attribute(P->text + P->tok.off, P->tok.len);
	case TK_KW_INALLOCA:
	case TK_KW_SWIFTERROR:
	case TK_KW_ALIGNSTACK:
		return true;
	case TK_KW_CC: case TK_KW_LOCAL_UNNAMED_ADDR: case TK_KW_UNNAMED_ADDR:
		return false;
	case TK_KW_ALIGN: /* function alignment is handled by the header */
		return ctx != ATTRCTX_FN && ctx != ATTRCTX_GLOBAL;
	case TK_KW_SANITIZE_MEMTAG: case TK_KW_NO_SANITIZE_ADDRESS:
	case TK_KW_NO_SANITIZE_HWADDRESS: case TK_KW_SANITIZE_ADDRESS_DYNINIT:
		return ctx != ATTRCTX_GLOBAL; /* on globals they are fields */
	case TK_KW_CONSTANT: /* never an attribute */
	default:
		return false;
	}
}

/* the attribute word at the current token (its slot w, or NULL) is
 * allowed in ctx */
static bool
attr_placed(Parser *P, int ctx, const WordSlot *w)
{
	static const char *const where[] = {[ATTRCTX_PARAM] = "parameters", [ATTRCTX_RET] = "return values",
					    [ATTRCTX_FN] = "functions"};
	uint8_t here = ctx == ATTRCTX_PARAM ? AT_PARAM : ctx == ATTRCTX_RET ? AT_RET : ctx == ATTRCTX_FN ? AT_FN : 0;
	unsigned allowed = w ? ((unsigned)w->val >> ATTRWORD_PLACE) & 7 : 0;
	if (!here || !allowed || tk(P) == TK_STRING)
		return true;
	return (allowed & here) || !perror_tok(P, "this attribute does not apply to %s", where[ctx]);
}

static uint64_t
first_uint(const char *s, const char *e)
{
	while (s < e && !(*s >= '0' && *s <= '9'))
		s++;
	uint64_t v = 0;
	while (s < e && *s >= '0' && *s <= '9')
		v = v * 10 + (uint64_t)(*s++ - '0');
	return v;
}

/* A parameter's attribute list as raw text: from the current token to the
 * parameter's name, the ',' or the ')' after it (outside parentheses).
 * 0 when the text holds what this scan cannot judge (strings, comments,
 * metadata, line ends) or the list is empty. */
static size_t
param_list_span(const char *s)
{
	const char *p = s;
	int depth = 0;
	for (;; p++) {
		char c = *p;
		if (c == '(')
			depth++;
		else if (c == ')') {
			if (depth == 0)
				break;
			depth--;
		} else if (depth == 0 && (c == '%' || c == ','))
			break;
		else if (c == ';' || c == '"' || c == '\n' || c == '\r' || c == 0 || c == '!' || c == '{' ||
			 c == '}' || c == '@' || c == '#')
			return 0;
	}
	while (p > s && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return (size_t)(p - s);
}

static bool parse_attr_tokens(Parser *P, AttrSet **out, int ctx);

/* Parameter lists (noundef nonnull align 8 dereferenceable(16)) repeat
 * through a module's headers and calls: the set a spelling gave is kept by
 * its text, and a list spelled the same is skipped without its tokens.  A
 * spelling is kept only when the parse ended exactly where the scan did. */
bool
parse_attr_list(Parser *P, AttrSet **out, int ctx)
{
	attr_names_init();
	if (ctx != ATTRCTX_PARAM || (tk(P) != TK_WORD && tk(P) < TK_KW_FIRST_))
		return parse_attr_tokens(P, out, ctx);
	const char *s = P->text + P->tok.start;
	size_t n = param_list_span(s);
	if (n && attrs_by_text(P->m, s, n, out)) {
		P->p = s + n;
		lex_next(P);
		return false;
	}
	bool failed = parse_attr_tokens(P, out, ctx);
	if (!failed && n && *out) {
		/* the tokens parsed end where the scan did (only blanks between) */
		const char *e = s + n;
		while (*e == ' ' || *e == '\t')
			e++;
		if (e == P->text + P->tok.start)
			attrs_remember_text(P->m, s, n, *out);
	}
	return failed;
}

static bool
parse_attr_tokens(Parser *P, AttrSet **out, int ctx)
{
	/* most lists are short: on the stack, on the heap past that */
	Attr abuf[16];
	uint32_t gbuf[8];
	Vec attrs = {0}, groups = {0};
	uint32_t na = 0, ng = 0;
	bool failed = false;
	for (;;) {
		Attr a = {0};
		uint32_t s = P->tok.start;
		if (tk(P) == TK_ATTRGRP) {
			if (ctx == ATTRCTX_PARAM || ctx == ATTRCTX_RET) {
				failed = perror_tok(P, "attribute group not allowed here");
				break;
			}
			if (P->tok.big || P->tok.ival > UINT32_MAX) {
				failed = perror_tok(P, "attribute group number too large");
				break;
			}
			if (ng < countof(gbuf))
				gbuf[ng] = (uint32_t)P->tok.ival;
			else {
				if (ng == countof(gbuf))
					for (uint32_t i = 0; i < ng; i++)
						VEC_PUSH(&groups, uint32_t, gbuf[i]);
				VEC_PUSH(&groups, uint32_t, (uint32_t)P->tok.ival);
			}
			ng++;
			lex_next(P);
			continue;
		}
		if (tk(P) == TK_STRING) {
			/* "key" or "key"="value" */
			lex_next(P);
			if (accept(P, TK_EQ)) {
				if (tk(P) != TK_STRING) {
					failed = perror_tok(P, "expected string");
					break;
				}
				lex_next(P);
			}
			a.kind = ATTR_STRING;
		} else if (is_attr_word(P, ctx)) {
			const WordSlot *an = wordtab_find(&attr_words, P->text + P->tok.off, P->tok.len);
			if (!attr_placed(P, ctx, an)) {
				failed = true;
				break;
			}
			a.kind = an ? (uint16_t)((an->val & 0xffff) >> 2) : ATTR_OTHER;
			int arg = an ? an->val & 3 : ARG_RAW;
			lex_next(P);
			if (arg == ARG_TYPE && tk(P) != TK_LPAREN && ctx != ATTRCTX_GROUP) {
				failed = perror_tok(P, "expected '('"); /* LLVM 14 and 19 want the type */
				break;
			}
			if (arg == ARG_TYPE && tk(P) == TK_LPAREN) {
				lex_next(P);
				if ((failed = parse_type(P, &a.type, "expected type") ||
					      expect(P, TK_RPAREN, "expected ')'")))
					break;
			} else if (tk(P) == TK_LPAREN && arg == ARG_INT) {
				/* dereferenceable(8), alignstack(16): one integer */
				lex_next(P);
				if (tk(P) != TK_INT) {
					failed = perror_tok(P, "expected integer");
					break;
				}
				lex_next(P);
				if ((failed = expect(P, TK_RPAREN, "expected ')'")))
					break;
			} else if (tk(P) == TK_LPAREN) {
				if ((failed = skip_balanced(P)))
					break;
			} else if (tk(P) == TK_EQ && ctx == ATTRCTX_GROUP) {
				lex_next(P); /* align=4 in groups */
				if (tk(P) != TK_INT) {
					failed = perror_tok(P, "expected integer");
					break;
				}
				lex_next(P);
			} else if (a.kind == ATTR_ALIGN && tk(P) == TK_INT) {
				uint64_t al = P->tok.ival;
				if (P->tok.big || al == 0 || (al & (al - 1))) {
					failed = perror_tok(P, "alignment is not a power of two");
					break;
				}
				lex_next(P); /* align 8 */
			}
		} else {
			break;
		}
		a.text = P->text + s;
		/* end: just before the current token, trimmed */
		const char *e = P->text + P->tok.start;
		while (e > a.text && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
			e--;
		/* a comment between attributes would be captured: cut at ';' */
		const char *semi = memchr(a.text, ';', (size_t)(e - a.text));
		if (semi && a.kind != ATTR_STRING) {
			e = semi;
			while (e > a.text && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n'))
				e--;
		}
		a.len = (uint32_t)(e - a.text);
		if (a.kind == ATTR_ALIGN || a.kind == ATTR_ALIGNSTACK || a.kind == ATTR_DEREF ||
		    a.kind == ATTR_DEREF_OR_NULL)
			a.ival = first_uint(a.text, e);
		if (na < countof(abuf))
			abuf[na] = a;
		else {
			if (na == countof(abuf))
				for (uint32_t i = 0; i < na; i++)
					VEC_PUSH(&attrs, Attr, abuf[i]);
			VEC_PUSH(&attrs, Attr, a);
		}
		na++;
	}
	if (!failed)
		*out = attrs_unique(P->m, na > countof(abuf) ? attrs.data : abuf, na,
				    ng > countof(gbuf) ? groups.data : gbuf, ng);
	vec_free(&attrs);
	vec_free(&groups);
	return failed;
}

/* attributes #N = { ... } */
bool
parse_attr_group(Parser *P)
{
	lex_next(P); /* 'attributes' */
	uint32_t at = tok_off(P);
	if (tk(P) != TK_ATTRGRP)
		return perror_tok(P, "expected attribute group id");
	if (P->tok.big || P->tok.ival > UINT32_MAX)
		return perror_tok(P, "attribute group number too large");
	uint32_t id = (uint32_t)P->tok.ival;
	lex_next(P);
	if (expect(P, TK_EQ, "expected '=' here") || expect(P, TK_LBRACE, "expected '{' here"))
		return true;
	AttrSet *s = NULL;
	if (parse_attr_list(P, &s, ATTRCTX_GROUP))
		return true;
	if (tk(P) != TK_RBRACE)
		return perror_tok(P, "unterminated attribute group");
	lex_next(P);
	if (module_attr_group(P->m, id))
		return perror_at(P, at, "redefinition of attribute group #%u", id);
	if (s && s->ngroups)
		return perror_at(P, at, "attribute group #%u refers to another group", id);
	AttrGroup *g = arena_alloc(&P->m->arena, sizeof *g);
	g->id = id;
	g->set = s;
	g->loc = at;
	module_add_attr_group(P->m, g);
	return false;
}
