/* parse_md_fields.c — what LLVM's parser demands of the fields of the
 * specialised metadata nodes (`!DILocation(...)` and kin): required
 * fields, fields that cannot be null, numeric limits, no field twice,
 * `distinct` where the node must be, and one rule of LLVM's verifier (a
 * dwarfAddressSpace is a pointer's).  ehi keeps the fields verbatim
 * (parse_md.c); this is only the check, driven by one table.  Where LLVM
 * 19 relaxed LLVM 14 (a DIGlobalVariable's name is optional since), the
 * table says what both accept. */
#include "ir/parse.h"

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

/* `DW_<kind>_<name>` names one of `names` or a vendor's */
static bool
dw_name_known(const char *s, size_t n, const char *prefix, const char *const *names, size_t count)
{
	size_t pl = strlen(prefix);
	if (n <= pl || memcmp(s, prefix, pl) != 0)
		return false;
	s += pl, n -= pl;
	for (size_t k = 0; k < count; k++)
		if (strlen(names[k]) == n && memcmp(names[k], s, n) == 0)
			return true;
	for (size_t k = 0; k < countof(dw_vendors); k++)
		if (n > strlen(dw_vendors[k]) && memcmp(dw_vendors[k], s, strlen(dw_vendors[k])) == 0)
			return true;
	return false;
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
	    !dw_name_known(op->raw, op->len, "DW_TAG_", dw_tags, countof(dw_tags)))
		return perror_at(P, at, "invalid DWARF tag '%.*s'", (int)op->len, op->raw);
	if ((r->flags & F_LANG) && op->len > 8 && memcmp(op->raw, "DW_LANG_", 8) == 0 &&
	    !dw_name_known(op->raw, op->len, "DW_LANG_", dw_langs, countof(dw_langs)))
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
check_distinct(Parser *P, const MDNode *n, bool distinct, uint32_t name_at)
{
	if (distinct)
		return false;
	if (is(n->name, n->namelen, "DICompileUnit"))
		return perror_at(P, name_at, "missing 'distinct', required for !DICompileUnit");
	if (!is(n->name, n->namelen, "DISubprogram"))
		return false;
	for (uint32_t k = 0; k < n->nops; k++) {
		const MDOp *op = &n->ops[k];
		if (!op->field || op->kind != MDO_RAW)
			continue;
		bool def = (strcmp(op->field, "isDefinition") == 0 && is(op->raw, op->len, "true")) ||
			   (strcmp(op->field, "spFlags") == 0 && has_word(op->raw, op->len, "DISPFlagDefinition"));
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
		if (n->ops[k].field && strcmp(n->ops[k].field, "dwarfAddressSpace") == 0)
			as = (int)k;
		else if (n->ops[k].field && strcmp(n->ops[k].field, "tag") == 0 && n->ops[k].kind == MDO_RAW)
			tag = (int)k;
	if (as < 0 || tag < 0 || !has_word(n->ops[tag].raw, n->ops[tag].len, "DW_TAG_"))
		return false; /* a tag by number: not judged */
	for (size_t t = 0; t < countof(tags); t++)
		if (is(n->ops[tag].raw, n->ops[tag].len, tags[t]))
			return false;
	return perror_at(P, label_at[as], "DWARF address space only applies to pointer or reference types");
}

/* n's operands are parsed: field k's label is at label_at[k] and its
 * value at value_at[k]; the closing ')' at close_at. */
bool
md_check_fields(Parser *P, const MDNode *n, const uint32_t *label_at, const uint32_t *value_at, uint32_t close_at,
		bool distinct, uint32_t name_at)
{
	if (is(n->name, n->namelen, "DIExpression")) {
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
	for (uint32_t k = 0; k < n->nops; k++)
		for (uint32_t j = 0; j < k && n->ops[k].field; j++)
			if (n->ops[j].field && strcmp(n->ops[j].field, n->ops[k].field) == 0)
				return perror_at(P, label_at[k], "field '%s' cannot be specified more than once",
						 n->ops[k].field);
	for (size_t r = 0; r < countof(rules); r++) {
		if (!is(n->name, n->namelen, rules[r].node))
			continue;
		uint32_t k = 0;
		while (k < n->nops && !(n->ops[k].field && strcmp(n->ops[k].field, rules[r].field) == 0))
			k++;
		if (k == n->nops) {
			if (rules[r].flags & F_REQUIRED)
				return perror_at(P, close_at, "missing required field '%s'", rules[r].field);
			continue;
		}
		if (check_value(P, &rules[r], &n->ops[k], value_at[k]))
			return true;
	}
	if (is(n->name, n->namelen, "DIDerivedType") && check_address_space(P, n, label_at))
		return true;
	return check_distinct(P, n, distinct, name_at);
}

/* the specialised nodes LLVM's parser knows: `!Name(` with any other name
 * is "expected metadata type" */
bool
md_known_special(const char *name, size_t n)
{
	static const char *const names[] = {
		"DILocation", "DIExpression", "DIGlobalVariableExpression", "GenericDINode", "DISubrange",
		"DIGenericSubrange", "DIEnumerator", "DIBasicType", "DIStringType", "DIDerivedType",
		"DICompositeType", "DISubroutineType", "DIFile", "DICompileUnit", "DISubprogram",
		"DILexicalBlock", "DILexicalBlockFile", "DINamespace", "DICommonBlock", "DIModule",
		"DITemplateTypeParameter", "DITemplateValueParameter", "DIGlobalVariable", "DILocalVariable",
		"DILabel", "DIObjCProperty", "DIImportedEntity", "DIMacro", "DIMacroFile", "DIArgList",
		"DIAssignID",
	};
	for (size_t k = 0; k < countof(names); k++)
		if (is(name, n, names[k]))
			return true;
	return false;
}
