/* lower_frame_init.c — which bytes of the frame block are written before
 * they are read.
 *
 * A load of bytes never written gives undef (SPEC.md section 6).  The
 * checked accesses find that in the shadow; the frame-relative ops
 * (LOADF, STOREF...) of private objects have no shadow to look at, so
 * here a forward must-analysis over the blocks finds which bytes of the
 * frame block are written on every path from the entry (-O0 stores each
 * local before it reads it: most loads are proven).  An object with a
 * load (or a copy out of it) not proven, or whose bytes a copy may fill
 * with unwritten ones (a memcpy into it from elsewhere), is tracked: its
 * frame-relative ops take their checked forms (LOADFC...) and its bytes
 * start unwritten in the frame's shadow, which the frame then sets up
 * (not private any more).  So are objects that are not private.  Bytes
 * are indexed by their distance from the block's top (an access at
 * distance d of n bytes covers d-n+1 .. d). */
#include "vm/lower.h"

#include <string.h>

enum { FRAME_INIT_MAX_BYTES = 1 << 16 };

typedef struct FAccess {
	uint64_t dist, n;       /* n 0: a length only known at run time */
	bool write;
} FAccess;

/* the frame accesses of op o: up to two (a copy reads and writes) */
static int
frame_accesses(const Op *o, FAccess acc[2])
{
	int k = 0;
	switch ((OpCode)o->code) {
	case OPC_LOADF: case OPC_LOADF8:
		acc[k++] = (FAccess){o->x.k, o->w, false};
		break;
	case OPC_STOREF: case OPC_STOREFK:
		acc[k++] = (FAccess){o->x.k, o->w, true};
		break;
	case OPC_MEMCPY: case OPC_MEMSET: {
		uint64_t n = o->f & 1 ? 0 : o->x.k;
		if (o->code == OPC_MEMCPY && (o->f & 8))
			acc[k++] = (FAccess){o->b, n, false};
		if (o->f & 4)
			acc[k++] = (FAccess){o->a, n, true};
		break;
	}
	default:
		break;
	}
	return k;
}

static FrameObj *
fobj_at(FrameObj **objs, uint32_t nobj, uint64_t dist)
{
	for (uint32_t k = 0; k < nobj; k++)
		if (objs[k]->dist >= dist && objs[k]->dist - objs[k]->size < dist)
			return objs[k];
	return NULL;
}

static bool
bits_all(const uint64_t *b, uint64_t lo, uint64_t hi) /* bits lo..hi set? */
{
	for (uint64_t i = lo; i <= hi; i++)
		if (!(b[i / 64] >> (i % 64) & 1))
			return false;
	return true;
}

static void
bits_set(uint64_t *b, uint64_t lo, uint64_t hi)
{
	for (uint64_t i = lo; i <= hi; i++)
		b[i / 64] |= (uint64_t)1 << (i % 64);
}

/* one block's ops over the written bytes w (in: at its start); with
 * objs, mark the objects a load or copy is not proven for */
static void
frame_init_block(const Lowerer *L, uint32_t from, uint32_t to, uint64_t *w, FrameObj **objs, uint32_t nobj)
{
	for (uint32_t pc = from; pc < to; pc++) {
		const Op *o = &VEC_AT(&L->code, Op, pc);
		FAccess acc[2];
		int na = frame_accesses(o, acc);
		bool from_frame = o->code == OPC_MEMCPY && (o->f & 8);
		/* a call's byval copies read, then its callee fills its sret result */
		for (uint32_t j = 0; op_is_call(o->code) && j < L->callacc.len; j++) {
			const CallAccess *c = &VEC_AT(&L->callacc, CallAccess, j);
			FrameObj *ob = objs ? fobj_at(objs, nobj, c->dist) : NULL;
			if (c->pc != pc || c->write)
				continue;
			if (ob && (c->cs != o->x.p || !bits_all(w, c->dist - c->n + 1, c->dist)))
				ob->tracked = true;
		}
		for (uint32_t j = 0; op_is_call(o->code) && j < L->callacc.len; j++) {
			const CallAccess *c = &VEC_AT(&L->callacc, CallAccess, j);
			if (c->pc == pc && c->write && c->cs == o->x.p)
				bits_set(w, c->dist - c->n + 1, c->dist);
		}
		for (int k = 0; k < na; k++) {
			const FAccess *a = &acc[k];
			FrameObj *ob = objs ? fobj_at(objs, nobj, a->dist) : NULL;
			if (!a->write) {
				if (ob && (!a->n || !bits_all(w, a->dist - a->n + 1, a->dist)))
					ob->tracked = true;
			} else if (o->code == OPC_MEMCPY && !from_frame) {
				if (ob)
					ob->tracked = true; /* unwritten bytes may come in */
				if (a->n)
					bits_set(w, a->dist - a->n + 1, a->dist);
			} else if (a->n) {
				bits_set(w, a->dist - a->n + 1, a->dist);
			}
		}
	}
}

void
lw_frame_init(Lowerer *L, uint32_t nb)
{
	uint32_t nobj = HASH_COUNT(L->fobjs);
	if (!nobj)
		return;
	FrameObj **objs = xmalloc(nobj * sizeof *objs), *fo, *ftmp;
	uint32_t n = 0;
	HASH_ITER(hh, L->fobjs, fo, ftmp)
		objs[n++] = fo;
	uint64_t nbits = L->frame_top + 1;
	if (nbits > FRAME_INIT_MAX_BYTES) {
		for (uint32_t k = 0; k < nobj; k++)
			objs[k]->tracked = true;
	} else {
		uint32_t words = (uint32_t)((nbits + 63) / 64);
		uint64_t *out = xmalloc(((size_t)nb * words + 1) * sizeof *out);
		uint64_t *in = xmalloc(((size_t)words + 1) * sizeof *in);
		uint64_t *entry_in = xcalloc((size_t)words + 1, sizeof *entry_in);
		for (uint32_t k = 0; k < nobj; k++)
			if (objs[k]->byval && objs[k]->size)
				bits_set(entry_in, objs[k]->dist - objs[k]->size + 1, objs[k]->dist);
		/* predecessors by block, from the terminators */
		uint32_t *pstart = xcalloc(nb + 2, sizeof *pstart), npred = 0;
		for (const Block *b = L->f->first; b; b = b->next)
			for (uint32_t k = 0, m = b->last ? term_num_succ(b->last) : 0; k < m; k++)
				if (term_succ(b->last, k)) {
					pstart[term_succ(b->last, k)->index + 2]++;
					npred++;
				}
		for (uint32_t k = 2; k < nb + 2; k++)
			pstart[k] += pstart[k - 1];
		uint32_t *preds = xmalloc((npred + 1) * sizeof *preds);
		for (const Block *b = L->f->first; b; b = b->next)
			for (uint32_t k = 0, m = b->last ? term_num_succ(b->last) : 0; k < m; k++)
				if (term_succ(b->last, k))
					preds[pstart[term_succ(b->last, k)->index + 1]++] = b->index;
		memset(out, 0xff, (size_t)nb * words * sizeof *out);
		const Block *entry = L->f->first;
		/* a block's ops: from its first pc to the next block's */
#define BLOCK_END(b) ((b)->next ? L->lf->block_pc[(b)->next->index] : L->code.len)
#define BLOCK_IN(b)                                                                          \
	do {                                                                                 \
		for (uint32_t w_ = 0; w_ < words; w_++)                                      \
			in[w_] = (b) == entry ? entry_in[w_] : ~(uint64_t)0;                 \
		for (uint32_t p_ = pstart[(b)->index]; (b) != entry && p_ < pstart[(b)->index + 1]; p_++) \
			for (uint32_t w_ = 0; w_ < words; w_++)                              \
				in[w_] &= out[(size_t)preds[p_] * words + w_];               \
	} while (0)
		for (bool changed = true; changed;) {
			changed = false;
			for (const Block *b = entry; b; b = b->next) {
				if (b != entry && pstart[b->index] == pstart[b->index + 1])
					continue; /* never runs */
				BLOCK_IN(b);
				frame_init_block(L, L->lf->block_pc[b->index], BLOCK_END(b), in, NULL, 0);
				if (memcmp(in, out + (size_t)b->index * words, words * sizeof *in)) {
					memcpy(out + (size_t)b->index * words, in, words * sizeof *in);
					changed = true;
				}
			}
		}
		for (const Block *b = entry; b; b = b->next) {
			if (b != entry && pstart[b->index] == pstart[b->index + 1])
				continue;
			BLOCK_IN(b);
			frame_init_block(L, L->lf->block_pc[b->index], BLOCK_END(b), in, objs, nobj);
		}
#undef BLOCK_IN
#undef BLOCK_END
		free(out);
		free(in);
		free(entry_in);
		free(pstart);
		free(preds);
	}
	/* a copy out of a tracked object may carry unwritten bytes: its
	 * destination is tracked too (to the fixed point) */
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t pc = 0; pc < L->code.len; pc++) {
			const Op *o = &VEC_AT(&L->code, Op, pc);
			if (o->code != OPC_MEMCPY || (o->f & 12) != 12)
				continue;
			FrameObj *s = fobj_at(objs, nobj, o->b), *d = fobj_at(objs, nobj, o->a);
			if (s && d && s->tracked && !d->tracked)
				changed = d->tracked = true;
		}
	}
	/* the checked forms for tracked and shared objects */
	for (uint32_t pc = 0; pc < L->code.len; pc++) {
		Op *o = &VEC_AT(&L->code, Op, pc);
		if (o->code != OPC_LOADF && o->code != OPC_LOADF8 && o->code != OPC_STOREF && o->code != OPC_STOREFK)
			continue;
		FrameObj *ob = fobj_at(objs, nobj, o->x.k);
		if (!ob || (ob->priv && !ob->tracked))
			continue;
		if (o->code == OPC_LOADF || o->code == OPC_LOADF8) {
			o->code = OPC_LOADFC;
			o->f = (uint8_t)(64 - 8 * o->w);
		} else {
			o->code = o->code == OPC_STOREF ? OPC_STOREFC : OPC_STOREFKC;
		}
	}
	for (uint32_t k = 0; k < nobj; k++)
		if (objs[k]->tracked)
			L->frame_shared = true;
	free(objs);
}
