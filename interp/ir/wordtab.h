/* wordtab.h — fixed sets of words (keywords, attribute names) looked up
 * by a token's span.  Built once into a static open-addressed table; a
 * lookup is one hash of the span and, mostly, one compare: the lexer and
 * the attribute parser look up every bare word of a module, so this is
 * cheaper than a uthash table (no chain walk, no key copy). */
#ifndef EHI_WORDTAB_H
#define EHI_WORDTAB_H

#include "hash.h"
#include "util.h"

typedef struct WordSlot {
	const char *s;      /* NULL: empty */
	uint32_t len;
	int val;
} WordSlot;

typedef struct WordTab {
	WordSlot *slots;
	uint32_t mask;      /* slots - 1; slots is a power of two, over twice the words */
} WordTab;

static inline void
wordtab_add(WordTab *t, const char *s, int val)
{
	size_t n = strlen(s);
	uint32_t i = ehi_hash_bytes(s, n) & t->mask;
	while (t->slots[i].s) {
		if (t->slots[i].len == n && memcmp(t->slots[i].s, s, n) == 0)
			return; /* the first entry of a spelling wins */
		i = (i + 1) & t->mask;
	}
	t->slots[i] = (WordSlot){s, (uint32_t)n, val};
}

static inline const WordSlot *
wordtab_find(const WordTab *t, const char *s, size_t n)
{
	uint32_t i = ehi_hash_bytes(s, n) & t->mask;
	for (; t->slots[i].s; i = (i + 1) & t->mask)
		if (t->slots[i].len == n && memcmp(t->slots[i].s, s, n) == 0)
			return &t->slots[i];
	return NULL;
}

#endif
