/* parse_md_fields.c — what LLVM's parser demands of the fields of the
 * specialised metadata nodes (`!DILocation(...)` and kin): required
 * fields, fields that cannot be null, numeric limits, no field twice,
 * `distinct` where the node must be, and one rule of LLVM's verifier (a
 * dwarfAddressSpace is a pointer's).  ehi keeps the fields verbatim
 * (parse_md.c); this is only the check, driven by one table.  Where LLVM
 * 19 relaxed LLVM 14 (a DIGlobalVariable's name is optional since), the
 * table says what both accept. */
#include "ir/parse.h"
#include "ir/wordtab.h"

#include <string.h>

enum {
	F_REQUIRED = 1,     /* missing required field 'x' */
	F_NONNULL = 2,      /* 'x' cannot be null */
	F_UNSIGNED = 4,     /* a number: value for 'x' too large, limit is `limit` */
	F_SIGNED = 8,       /* a number within int64_t */
	F_TAG = 16,         /* a DWARF tag: a DW_TAG_ name or a number */
	F_LANG = 32,        /* a DWARF language: a DW_LANG_ name or a number */
};

/* The DWARF 5 tag and language names (and those of later DWARF drafts
 * LLVM 19 knows); a vendor's extension (DW_TAG_GNU_..., DW_LANG_Mips_...)
 * passes by its prefix, so only a name no producer could mean is
 * refused, as LLVM's parser refuses it. */
static const char *const dw_tags[] = {
	"array_type", "class_type", "entry_point", "enumeration_type", "formal_parameter",
	"imported_declaration", "label", "lexical_block", "member", "pointer_type", "reference_type",
	"compile_unit", "string_type", "structure_type", "subroutine_type", "typedef", "union_type",
	"unspecified_parameters", "variant", "common_block", "common_inclusion", "inheritance",
	"inlined_subroutine", "module", "ptr_to_member_type", "set_type", "subrange_type", "with_stmt",
	"access_declaration", "base_type", "catch_block", "const_type", "constant", "enumerator",
	"file_type", "friend", "namelist", "namelist_item", "packed_type", "subprogram",
	"template_type_parameter", "template_value_parameter", "thrown_type", "try_block", "variant_part",
	"variable", "volatile_type", "dwarf_procedure", "restrict_type", "interface_type", "namespace",
	"imported_module", "unspecified_type", "partial_unit", "imported_unit", "condition", "shared_type",
	"type_unit", "rvalue_reference_type", "template_alias", "coarray_type", "generic_subrange",
	"dynamic_type", "atomic_type", "call_site", "call_site_parameter", "skeleton_unit", "immutable_type",
	"null", "lo_user", "hi_user", "format_label", "function_template", "class_template",
};
static const char *const dw_langs[] = {
	"C89", "C", "Ada83", "C_plus_plus", "Cobol74", "Cobol85", "Fortran77", "Fortran90", "Pascal83",
	"Modula2", "Java", "C99", "Ada95", "Fortran95", "PLI", "ObjC", "ObjC_plus_plus", "UPC", "D",
	"Python", "OpenCL", "Go", "Modula3", "Haskell", "C_plus_plus_03", "C_plus_plus_11", "OCaml", "Rust",
	"C11", "Swift", "Julia", "Dylan", "C_plus_plus_14", "Fortran03", "Fortran08", "RenderScript", "BLISS",
	"Kotlin", "Zig", "Crystal", "C_plus_plus_17", "C_plus_plus_20", "C17", "Fortran18", "Ada2005",
	"Ada2012", "HIP", "Assembly", "C_sharp", "Mojo", "GLSL", "GLSL_ES", "HLSL", "OpenCL_CPP",
	"CPP_for_OpenCL", "SYCL", "Ruby", "Move", "Hylo", "Metal", "lo_user", "hi_user",
};
static const char *const dw_vendors[] = {"GNU_", "LLVM_", "APPLE_", "MIPS_", "Mips_", "SUN_", "BORLAND_", "PGI_",
					 "HP_", "GOOGLE_", "ALTIUM_", "ghs_", "upc_", "PGI", "INTEL_", "BORLAND",
					 "SUN", "GOOGLE"};

/* The tag and language names by their text after the prefix, looked up
 * in one table (a -g module names a tag in every type node); val: 1 a
 * tag, 2 a language, 3 both (lo_user). */
static WordSlot dw_slots[512];
static WordTab dw_table = {dw_slots, countof(dw_slots) - 1};
static size_t dw_vendor_len[countof(dw_vendors)];

static void
dw_init(void)
{
	_Static_assert(countof(dw_tags) + countof(dw_langs) < countof(dw_slots) / 2, "dw_slots too small");
	for (size_t k = 0; k < countof(dw_tags); k++)
		wordtab_add(&dw_table, dw_tags[k], 1);
	for (size_t k = 0; k < countof(dw_langs); k++) {
		WordSlot *w = (WordSlot *)wordtab_find(&dw_table, dw_langs[k], strlen(dw_langs[k]));
		if (w)
			w->val |= 2;
		else
			wordtab_add(&dw_table, dw_langs[k], 2);
	}
	for (size_t k = 0; k < countof(dw_vendors); k++)
		dw_vendor_len[k] = strlen(dw_vendors[k]);
}

/* `DW_<kind>_<name>` names one of the names of `which` (1: tags, 2:
 * languages) or a vendor's */
static bool
dw_name_known(const char *s, size_t n, const char *prefix, int which)
{
	size_t pl = strlen(prefix);
	if (n <= pl || memcmp(s, prefix, pl) != 0)
		return false;
	s += pl, n -= pl;
	const WordSlot *w = wordtab_find(&dw_table, s, n);
	if (w && (w->val & which))
		return true;
	for (size_t k = 0; k < countof(dw_vendors); k++)
		if (n > dw_vendor_len[k] && memcmp(dw_vendors[k], s, dw_vendor_len[k]) == 0)
			return true;
	return false;
}

/* the specialised nodes LLVM's parser knows: `!Name(` with any other name
 * is "expected metadata type"; their kind (MDS_*) is 1 + the index */
#define MDS_SPELL(s) {s, sizeof s - 1}
static const struct {
	const char *s;
	uint32_t len;
} specials[] = {
	MDS_SPELL("DILocation"), MDS_SPELL("DIExpression"), MDS_SPELL("DIGlobalVariableExpression"),
	MDS_SPELL("GenericDINode"), MDS_SPELL("DISubrange"), MDS_SPELL("DIGenericSubrange"),
	MDS_SPELL("DIEnumerator"), MDS_SPELL("DIBasicType"), MDS_SPELL("DIStringType"),
	MDS_SPELL("DIDerivedType"), MDS_SPELL("DICompositeType"), MDS_SPELL("DISubroutineType"),
	MDS_SPELL("DIFile"), MDS_SPELL("DICompileUnit"), MDS_SPELL("DISubprogram"),
	MDS_SPELL("DILexicalBlock"), MDS_SPELL("DILexicalBlockFile"), MDS_SPELL("DINamespace"),
	MDS_SPELL("DICommonBlock"), MDS_SPELL("DIModule"), MDS_SPELL("DITemplateTypeParameter"),
	MDS_SPELL("DITemplateValueParameter"), MDS_SPELL("DIGlobalVariable"), MDS_SPELL("DILocalVariable"),
	MDS_SPELL("DILabel"), MDS_SPELL("DIObjCProperty"), MDS_SPELL("DIImportedEntity"),
	MDS_SPELL("DIMacro"), MDS_SPELL("DIMacroFile"), MDS_SPELL("DIArgList"), MDS_SPELL("DIAssignID"),
};
#undef MDS_SPELL

/* by length first: one compare rejects nearly every other name */
int
md_special_kind(const char *name, size_t n)
{
	for (size_t k = 0; k < countof(specials); k++)
		if (specials[k].len == n && memcmp(specials[k].s, name, n) == 0)
			return (int)k + 1;
	return 0;
}

/* A field name ("line", "scope"): a few dozen spellings repeated in every
 * node of a -g module, so each is kept once for the process, and two
 * fields are the same when their pointers are.  Past the table's bound
 * (only a made-up module has that many names) a name goes to the module's
 * arena and comparisons fall back to the text (fields_spilled). */
static WordSlot field_slots[1024];
static WordTab field_tab = {field_slots, countof(field_slots) - 1};
static uint32_t fields_used;
static bool fields_spilled;

static const char *
intern_field(Parser *P, const char *s, size_t n)
{
	const WordSlot *w = wordtab_find(&field_tab, s, n);
	if (w)
		return w->s;
	if (fields_used >= countof(field_slots) / 2) {
		fields_spilled = true;
		return arena_strndup(&P->m->arena, s, n);
	}
	char *c = xmalloc(n + 1);
	memcpy(c, s, n);
	c[n] = 0;
	wordtab_add(&field_tab, c, 0);
	fields_used++;
	return c;
}

static inline bool
same_field(const char *a, const char *b)
{
	return a == b || (fields_spilled && strcmp(a, b) == 0);
}

static const struct MDFieldRule {
	const char *node, *field;
	uint8_t flags;
	uint64_t limit;
} rules[] = {
	{"DILocation", "scope", F_REQUIRED | F_NONNULL, 0},
	{"DILocation", "line", F_UNSIGNED, UINT32_MAX},
	{"DILocation", "column", F_UNSIGNED, UINT16_MAX},
	{"GenericDINode", "tag", F_REQUIRED | F_TAG | F_UNSIGNED, UINT16_MAX},
	{"DISubrange", "count", F_NONNULL | F_SIGNED, 0},
	{"DISubrange", "lowerBound", F_SIGNED, 0},
	{"DIEnumerator", "name", F_REQUIRED, 0},
	{"DIEnumerator", "value", F_REQUIRED, 0},
	{"DIDerivedType", "tag", F_REQUIRED | F_TAG | F_UNSIGNED, UINT16_MAX},
	{"DIDerivedType", "baseType", F_REQUIRED, 0},
	{"DICompositeType", "tag", F_REQUIRED | F_TAG | F_UNSIGNED, UINT16_MAX},
	{"DISubroutineType", "types", F_REQUIRED, 0},
	{"DIFile", "filename", F_REQUIRED, 0},
	{"DIFile", "directory", F_REQUIRED, 0},
	{"DICompileUnit", "language", F_REQUIRED | F_UNSIGNED | F_LANG, UINT16_MAX},
	{"DICompileUnit", "file", F_REQUIRED | F_NONNULL, 0},
	{"DICompileUnit", "emissionKind", F_UNSIGNED, 3},
	{"DILexicalBlock", "scope", F_REQUIRED | F_NONNULL, 0},
	{"DILexicalBlockFile", "scope", F_REQUIRED | F_NONNULL, 0},
	{"DILexicalBlockFile", "discriminator", F_REQUIRED | F_UNSIGNED, UINT32_MAX},
	{"DINamespace", "scope", F_REQUIRED, 0},
	{"DIModule", "scope", F_REQUIRED, 0},
	{"DIModule", "name", F_REQUIRED, 0},
	{"DIMacro", "type", F_REQUIRED, 0},
	{"DIMacro", "name", F_REQUIRED, 0},
	{"DIMacroFile", "file", F_REQUIRED, 0},
	{"DITemplateTypeParameter", "type", F_REQUIRED, 0},
	{"DITemplateValueParameter", "value", F_REQUIRED, 0},
	{"DIGlobalVariableExpression", "var", F_REQUIRED | F_NONNULL, 0},
	{"DIGlobalVariableExpression", "expr", F_REQUIRED | F_NONNULL, 0},
	{"DILocalVariable", "scope", F_REQUIRED | F_NONNULL, 0},
	{"DILocalVariable", "arg", F_UNSIGNED, UINT16_MAX},
	{"DILabel", "scope", F_REQUIRED | F_NONNULL, 0},
	{"DILabel", "name", F_REQUIRED, 0},
	{"DILabel", "file", F_REQUIRED, 0},
	{"DILabel", "line", F_REQUIRED, 0},
	{"DIImportedEntity", "tag", F_REQUIRED | F_TAG | F_UNSIGNED, UINT16_MAX},
	{"DIImportedEntity", "scope", F_REQUIRED, 0},
};

/* the table by node kind and interned field, made once */
static uint8_t rule_node[countof(rules)];       /* md_special_kind of rules[r].node */
/* the rules of kind k are among rules[rule_first[k]..rule_end[k]) */
static uint8_t rule_first[countof(specials) + 1], rule_end[countof(specials) + 1];
static const char *rule_field[countof(rules)];  /* rules[r].field, interned */
static const char *f_is_definition, *f_sp_flags, *f_dwarf_as, *f_tag;
static int k_expression, k_compile_unit, k_subprogram, k_derived_type;
static bool fields_ready;

static void
fields_init(Parser *P)
{
	_Static_assert(countof(rules) < 256, "rule_first is a byte");
	for (size_t r = countof(rules); r-- > 0;) {
		int k = md_special_kind(rules[r].node, strlen(rules[r].node));
		rule_node[r] = (uint8_t)k;
		rule_field[r] = intern_field(P, rules[r].field, strlen(rules[r].field));
		if (rule_end[k] == 0)
			rule_end[k] = (uint8_t)(r + 1);
		rule_first[k] = (uint8_t)r;
	}
	f_is_definition = intern_field(P, "isDefinition", 12);
	f_sp_flags = intern_field(P, "spFlags", 7);
	f_dwarf_as = intern_field(P, "dwarfAddressSpace", 17);
	f_tag = intern_field(P, "tag", 3);
	k_expression = md_special_kind("DIExpression", 12);
	k_compile_unit = md_special_kind("DICompileUnit", 13);
	k_subprogram = md_special_kind("DISubprogram", 12);
	k_derived_type = md_special_kind("DIDerivedType", 13);
	dw_init();
	fields_ready = true;
}

const char *
md_field_name(Parser *P, const char *s, size_t n)
{
	if (!fields_ready)
		fields_init(P);
	return intern_field(P, s, n);
}

static bool
is(const char *s, size_t n, const char *name)
{
	return strlen(name) == n && memcmp(s, name, n) == 0;
}

/* A decimal literal (optionally negative): its magnitude, saturated at
 * UINT64_MAX + 1 (*over), and sign.  False when the text is no number. */
static bool
decimal(const char *s, size_t n, bool *neg, uint64_t *mag, bool *over)
{
	*neg = n && s[0] == '-';
	size_t i = *neg;
	if (i == n)
		return false;
	*mag = 0, *over = false;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		unsigned d = (unsigned)(s[i] - '0');
		if (*mag > (UINT64_MAX - d) / 10)
			*over = true;
		else
			*mag = *mag * 10 + d;
	}
	return true;
}

static bool
check_value(Parser *P, const struct MDFieldRule *r, const MDOp *op, uint32_t at)
{
	if (op->kind == MDO_NULL)
		return (r->flags & F_NONNULL) ? perror_at(P, at, "'%s' cannot be null", r->field) : false;
	if (op->kind != MDO_RAW)
		return false;
	if ((r->flags & F_TAG) && op->len && op->raw[0] == '"')
		return perror_at(P, at, "expected DWARF tag");
	bool neg, over;
	uint64_t mag;
	if ((r->flags & F_TAG) && op->len > 7 && memcmp(op->raw, "DW_TAG_", 7) == 0 &&
	    !dw_name_known(op->raw, op->len, "DW_TAG_", 1))
		return perror_at(P, at, "invalid DWARF tag '%.*s'", (int)op->len, op->raw);
	if ((r->flags & F_LANG) && op->len > 8 && memcmp(op->raw, "DW_LANG_", 8) == 0 &&
	    !dw_name_known(op->raw, op->len, "DW_LANG_", 2))
		return perror_at(P, at, "invalid DWARF language '%.*s'", (int)op->len, op->raw);
	if (!decimal(op->raw, op->len, &neg, &mag, &over))
		return false; /* a name (DW_LANG_C99, FullDebug): kept as written */
	if (r->flags & F_UNSIGNED) {
		if (neg)
			return perror_at(P, at, "expected unsigned integer");
		if (over || mag > r->limit)
			return perror_at(P, at, "value for '%s' too large, limit is %llu", r->field,
					 (unsigned long long)r->limit);
	} else if (r->flags & F_SIGNED) {
		if (!neg && (over || mag > (uint64_t)INT64_MAX))
			return perror_at(P, at, "value for '%s' too large, limit is %lld", r->field,
					 (long long)INT64_MAX);
		if (neg && (over || mag > (uint64_t)INT64_MAX + 1))
			return perror_at(P, at, "value for '%s' too small, limit is %lld", r->field,
					 (long long)INT64_MIN);
	}
	return false;
}

/* does the verbatim text s hold word w? (flags: A | B | C) */
static bool
has_word(const char *s, size_t n, const char *w)
{
	size_t l = strlen(w);
	for (size_t i = 0; i + l <= n; i++)
		if (memcmp(s + i, w, l) == 0)
			return true;
	return false;
}

/* A definition's node is `distinct` where LLVM requires it. */
static bool
check_distinct(Parser *P, const MDNode *n, int kind, bool distinct, uint32_t name_at)
{
	if (distinct)
		return false;
	if (kind == k_compile_unit)
		return perror_at(P, name_at, "missing 'distinct', required for !DICompileUnit");
	if (kind != k_subprogram)
		return false;
	for (uint32_t k = 0; k < n->nops; k++) {
		const MDOp *op = &n->ops[k];
		if (!op->field || op->kind != MDO_RAW)
			continue;
		bool def = (same_field(op->field, f_is_definition) && is(op->raw, op->len, "true")) ||
			   (same_field(op->field, f_sp_flags) && has_word(op->raw, op->len, "DISPFlagDefinition"));
		if (def)
			return perror_at(P, name_at, "missing 'distinct', required for !DISubprogram that is a Definition");
	}
	return false;
}

/* a DIDerivedType's dwarfAddressSpace is a pointer's or a reference's
 * (LLVM's verifier says so; ehi at the parse, at the field) */
static bool
check_address_space(Parser *P, const MDNode *n, const uint32_t *label_at)
{
	static const char *const tags[] = {"DW_TAG_pointer_type", "DW_TAG_reference_type",
					   "DW_TAG_rvalue_reference_type"};
	int as = -1, tag = -1;
	for (uint32_t k = 0; k < n->nops; k++)
		if (n->ops[k].field && same_field(n->ops[k].field, f_dwarf_as))
			as = (int)k;
		else if (n->ops[k].field && same_field(n->ops[k].field, f_tag) && n->ops[k].kind == MDO_RAW)
			tag = (int)k;
	if (as < 0 || tag < 0 || !has_word(n->ops[tag].raw, n->ops[tag].len, "DW_TAG_"))
		return false; /* a tag by number: not judged */
	for (size_t t = 0; t < countof(tags); t++)
		if (is(n->ops[tag].raw, n->ops[tag].len, tags[t]))
			return false;
	return perror_at(P, label_at[as], "DWARF address space only applies to pointer or reference types");
}

/* n's operands are parsed (n is of kind md_special_kind): field k's label
 * is at label_at[k] and its value at value_at[k]; the closing ')' at
 * close_at.  Fields are md_field_name's. */
bool
md_check_fields(Parser *P, const MDNode *n, int kind, const uint32_t *label_at, const uint32_t *value_at,
		uint32_t close_at, bool distinct, uint32_t name_at)
{
	if (!fields_ready)
		fields_init(P);
	if (kind == k_expression) {
		for (uint32_t k = 0; k < n->nops; k++) {
			bool neg, over;
			uint64_t mag;
			const MDOp *op = &n->ops[k];
			if (op->kind == MDO_RAW && decimal(op->raw, op->len, &neg, &mag, &over) && !neg && over)
				return perror_at(P, value_at[k], "element too large, limit is %llu",
						 (unsigned long long)UINT64_MAX);
		}
		return false;
	}
	/* a field twice: each field sets a bit chosen by its name's address
	 * (interned); only when a bit is set already are names compared */
	uint64_t seen = 0;
	for (uint32_t k = 0; k < n->nops; k++) {
		const char *f = n->ops[k].field;
		if (!f)
			continue;
		uint64_t bit = (uint64_t)1 << ((uintptr_t)f >> 4 & 63);
		if ((seen & bit) || fields_spilled)
			for (uint32_t j = 0; j < k; j++)
				if (n->ops[j].field && same_field(n->ops[j].field, f))
					return perror_at(P, label_at[k], "field '%s' cannot be specified more than once", f);
		seen |= bit;
	}
	for (size_t r = rule_first[kind]; r < rule_end[kind]; r++) {
		if (rule_node[r] != kind)
			continue;
		uint32_t k = 0;
		while (k < n->nops && !(n->ops[k].field && same_field(n->ops[k].field, rule_field[r])))
			k++;
		if (k == n->nops) {
			if (rules[r].flags & F_REQUIRED)
				return perror_at(P, close_at, "missing required field '%s'", rules[r].field);
			continue;
		}
		if (check_value(P, &rules[r], &n->ops[k], value_at[k]))
			return true;
	}
	if (kind == k_derived_type && check_address_space(P, n, label_at))
		return true;
	return check_distinct(P, n, kind, distinct, name_at);
}
