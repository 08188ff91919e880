; Memory instructions: alloca (count, align, addrspace, inalloca), load and
; store (volatile, atomic with every ordering, syncscope, align), cmpxchg
; (weak, volatile, ordering pairs, syncscope, align), atomicrmw with every
; operation, fence, freeze, getelementptr forms, va_arg (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "memory-19.c"
target datalayout = "e-m:e-p:64:64-i64:64-f80:128-n8:16:32:64-S128-A0"

%S = type { i32, [4 x { i8, double }], <4 x i32> }

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define void @allocas(i32 %n) {
  %a1 = alloca i32
  %a2 = alloca i32, align 16
  %a3 = alloca i32, i32 4
  %a4 = alloca i8, i32 %n, align 8
  %a5 = alloca i64, i64 2, align 4
  %a6 = alloca %S, align 32
  %a7 = alloca i32, addrspace(5)
  %a8 = alloca i32, align 4, addrspace(5)
  %a9 = alloca i32, i32 2, align 4, addrspace(5)
  %a10 = alloca inalloca %S
  %a11 = alloca inalloca %S, align 4
  %a12 = alloca [0 x i8]
  %a13 = alloca <vscale x 4 x i32>
  %a14 = alloca i1, i8 -1
  %a15 = alloca { i32, ptr }, align 8
  ret void
}

define i32 @loadstore(ptr %p, ptr addrspace(1) %q, ptr %f, ptr %pp, ptr %d) {
  %l1 = load i32, ptr %p
  %l2 = load i32, ptr %p, align 4
  %l3 = load volatile i32, ptr %p, align 1
  %l4 = load atomic i32, ptr %p unordered, align 4
  %l5 = load atomic i32, ptr %p monotonic, align 4
  %l6 = load atomic i32, ptr %p acquire, align 4
  %l7 = load atomic i32, ptr %p seq_cst, align 4
  %l8 = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  %l9 = load atomic i32, ptr addrspace(1) %q syncscope("agent") seq_cst, align 8
  %l10 = load atomic float, ptr %f monotonic, align 4
  %l11 = load atomic ptr, ptr %pp acquire, align 8
  %l12 = load i32, ptr addrspace(1) %q, align 4294967296
  %l13 = load <4 x i32>, ptr null, align 16
  store i32 1, ptr %p
  store i32 %l1, ptr %p, align 4
  store volatile i32 %l1, ptr %p, align 2
  store atomic i32 %l1, ptr %p unordered, align 4
  store atomic i32 %l1, ptr %p monotonic, align 4
  store atomic i32 %l1, ptr %p release, align 4
  store atomic i32 %l1, ptr %p seq_cst, align 4
  store atomic volatile i32 %l1, ptr %p syncscope("singlethread") release, align 4
  store atomic i32 %l1, ptr addrspace(1) %q syncscope("wavefront-one-as") monotonic, align 4
  store atomic double 1.0, ptr %d seq_cst, align 8
  store ptr null, ptr %pp
  ret i32 %l1
}

define void @atomics(ptr %p, ptr %f, ptr %pp, ptr %d) {
  %cx0 = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic
  %cx1 = cmpxchg ptr %p, i32 0, i32 1 acquire monotonic
  %cx2 = cmpxchg ptr %p, i32 0, i32 1 acquire acquire
  %cx3 = cmpxchg ptr %p, i32 0, i32 1 release monotonic
  %cx4 = cmpxchg ptr %p, i32 0, i32 1 acq_rel monotonic
  %cx5 = cmpxchg ptr %p, i32 0, i32 1 acq_rel acquire
  %cx6 = cmpxchg ptr %p, i32 0, i32 1 seq_cst monotonic
  %cx7 = cmpxchg ptr %p, i32 0, i32 1 seq_cst acquire
  %cx8 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %cx9 = cmpxchg ptr %p, i32 0, i32 1 monotonic seq_cst
  %cx10 = cmpxchg ptr %p, i32 0, i32 1 release acquire
  %cxw = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst seq_cst
  %cxv = cmpxchg volatile ptr %p, i32 0, i32 1 acquire acquire
  %cxwv = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("singlethread") monotonic monotonic, align 8
  %cxa = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %cxp = cmpxchg ptr %pp, ptr null, ptr null acq_rel monotonic
  %cxv0 = extractvalue { i32, i1 } %cxw, 0
  %cxv1 = extractvalue { i32, i1 } %cxw, 1
  %rmw.xchg = atomicrmw xchg ptr %p, i32 1 seq_cst
  %rmw.add = atomicrmw add ptr %p, i32 1 seq_cst
  %rmw.sub = atomicrmw sub ptr %p, i32 1 seq_cst
  %rmw.and = atomicrmw and ptr %p, i32 1 seq_cst
  %rmw.nand = atomicrmw nand ptr %p, i32 1 seq_cst
  %rmw.or = atomicrmw or ptr %p, i32 1 seq_cst
  %rmw.xor = atomicrmw xor ptr %p, i32 1 seq_cst
  %rmw.max = atomicrmw max ptr %p, i32 1 seq_cst
  %rmw.min = atomicrmw min ptr %p, i32 1 seq_cst
  %rmw.umax = atomicrmw umax ptr %p, i32 1 seq_cst
  %rmw.umin = atomicrmw umin ptr %p, i32 1 seq_cst
  %rmw.uinc_wrap = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst
  %rmw.udec_wrap = atomicrmw udec_wrap ptr %p, i32 1 seq_cst
  %rmw.fadd = atomicrmw fadd ptr %f, float 1.0 monotonic
  %rmw.fsub = atomicrmw fsub ptr %f, float 1.0 monotonic
  %rmw.fmax = atomicrmw fmax ptr %f, float 1.0 monotonic
  %rmw.fmin = atomicrmw fmin ptr %f, float 1.0 monotonic
  %rmw.v = atomicrmw volatile add ptr %p, i32 1 syncscope("singlethread") acq_rel, align 8
  %rmw.ord1 = atomicrmw xchg ptr %p, i32 1 monotonic
  %rmw.ord2 = atomicrmw xchg ptr %p, i32 1 acquire
  %rmw.ord3 = atomicrmw xchg ptr %p, i32 1 release
  %rmw.ptr = atomicrmw xchg ptr %pp, ptr null seq_cst
  %rmw.d = atomicrmw fadd ptr %d, double 1.0 seq_cst, align 8
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  ret void
}

define void @misc(ptr %s, i64 %i, <2 x i64> %vi, ptr %raw, ...) {
  %fr1 = freeze i32 undef
  %fr2 = freeze <2 x i64> %vi
  %fr3 = freeze ptr %raw
  %fr4 = freeze { i32, float } poison
  %g1 = getelementptr %S, ptr %s, i64 %i
  %g2 = getelementptr inbounds %S, ptr %s, i64 0, i32 1, i64 %i, i32 1
  %g3 = getelementptr %S, ptr %s, i64 1, i32 2, i32 3
  %g4 = getelementptr i8, ptr %raw, <2 x i64> %vi
  %g5 = getelementptr %S, <2 x ptr> zeroinitializer, <2 x i64> %vi, i32 0
  %g6 = getelementptr inbounds i8, ptr %raw, i64 -1
  %g7 = getelementptr <vscale x 4 x i32>, ptr null, i64 1
  %g8 = getelementptr { i32, i8 }, ptr null
  %ap = alloca ptr
  %ap8 = getelementptr i8, ptr %ap, i64 0
  call void @llvm.va_start.p0(ptr %ap8)
  %va1 = va_arg ptr %ap, i32
  %va2 = va_arg ptr %ap, double
  %va3 = va_arg ptr %ap, { i64, i64 }
  call void @llvm.va_end.p0(ptr %ap8)
  ret void
}

define void @gep19(ptr %p, i64 %i) {
  %n1 = getelementptr nuw i8, ptr %p, i64 %i
  %n2 = getelementptr nusw i8, ptr %p, i64 %i
  %n3 = getelementptr nusw nuw i8, ptr %p, i64 %i
  %n4 = getelementptr inbounds nuw [4 x i32], ptr %p, i64 0, i64 %i
  ret void
}
