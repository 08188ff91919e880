; Memory instructions: alloca (count, align, addrspace, inalloca), load and
; store (volatile, atomic with every ordering, syncscope, align), cmpxchg
; (weak, volatile, ordering pairs, syncscope, align), atomicrmw with every
; operation, fence, freeze, getelementptr forms, va_arg (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "memory-14.c"
target datalayout = "e-m:e-p:64:64-i64:64-f80:128-n8:16:32:64-S128-A0"

%S = type { i32, [4 x { i8, double }], <4 x i32> }

declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)

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
  %a15 = alloca { i32, i8* }, align 8
  ret void
}

define i32 @loadstore(i32* %p, i32 addrspace(1)* %q, float* %f, i8** %pp, double* %d) {
  %l1 = load i32, i32* %p
  %l2 = load i32, i32* %p, align 4
  %l3 = load volatile i32, i32* %p, align 1
  %l4 = load atomic i32, i32* %p unordered, align 4
  %l5 = load atomic i32, i32* %p monotonic, align 4
  %l6 = load atomic i32, i32* %p acquire, align 4
  %l7 = load atomic i32, i32* %p seq_cst, align 4
  %l8 = load atomic volatile i32, i32* %p syncscope("singlethread") acquire, align 4
  %l9 = load atomic i32, i32 addrspace(1)* %q syncscope("agent") seq_cst, align 8
  %l10 = load atomic float, float* %f monotonic, align 4
  %l11 = load atomic i8*, i8** %pp acquire, align 8
  %l12 = load i32, i32 addrspace(1)* %q, align 536870912
  %l13 = load <4 x i32>, <4 x i32>* null, align 16
  store i32 1, i32* %p
  store i32 %l1, i32* %p, align 4
  store volatile i32 %l1, i32* %p, align 2
  store atomic i32 %l1, i32* %p unordered, align 4
  store atomic i32 %l1, i32* %p monotonic, align 4
  store atomic i32 %l1, i32* %p release, align 4
  store atomic i32 %l1, i32* %p seq_cst, align 4
  store atomic volatile i32 %l1, i32* %p syncscope("singlethread") release, align 4
  store atomic i32 %l1, i32 addrspace(1)* %q syncscope("wavefront-one-as") monotonic, align 4
  store atomic double 1.0, double* %d seq_cst, align 8
  store i8* null, i8** %pp
  ret i32 %l1
}

define void @atomics(i32* %p, float* %f, i8** %pp, double* %d) {
  %cx0 = cmpxchg i32* %p, i32 0, i32 1 monotonic monotonic
  %cx1 = cmpxchg i32* %p, i32 0, i32 1 acquire monotonic
  %cx2 = cmpxchg i32* %p, i32 0, i32 1 acquire acquire
  %cx3 = cmpxchg i32* %p, i32 0, i32 1 release monotonic
  %cx4 = cmpxchg i32* %p, i32 0, i32 1 acq_rel monotonic
  %cx5 = cmpxchg i32* %p, i32 0, i32 1 acq_rel acquire
  %cx6 = cmpxchg i32* %p, i32 0, i32 1 seq_cst monotonic
  %cx7 = cmpxchg i32* %p, i32 0, i32 1 seq_cst acquire
  %cx8 = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %cx9 = cmpxchg i32* %p, i32 0, i32 1 monotonic seq_cst
  %cx10 = cmpxchg i32* %p, i32 0, i32 1 release acquire
  %cxw = cmpxchg weak i32* %p, i32 0, i32 1 seq_cst seq_cst
  %cxv = cmpxchg volatile i32* %p, i32 0, i32 1 acquire acquire
  %cxwv = cmpxchg weak volatile i32* %p, i32 0, i32 1 syncscope("singlethread") monotonic monotonic, align 8
  %cxa = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %cxp = cmpxchg i8** %pp, i8* null, i8* null acq_rel monotonic
  %cxv0 = extractvalue { i32, i1 } %cxw, 0
  %cxv1 = extractvalue { i32, i1 } %cxw, 1
  %rmw.xchg = atomicrmw xchg i32* %p, i32 1 seq_cst
  %rmw.add = atomicrmw add i32* %p, i32 1 seq_cst
  %rmw.sub = atomicrmw sub i32* %p, i32 1 seq_cst
  %rmw.and = atomicrmw and i32* %p, i32 1 seq_cst
  %rmw.nand = atomicrmw nand i32* %p, i32 1 seq_cst
  %rmw.or = atomicrmw or i32* %p, i32 1 seq_cst
  %rmw.xor = atomicrmw xor i32* %p, i32 1 seq_cst
  %rmw.max = atomicrmw max i32* %p, i32 1 seq_cst
  %rmw.min = atomicrmw min i32* %p, i32 1 seq_cst
  %rmw.umax = atomicrmw umax i32* %p, i32 1 seq_cst
  %rmw.umin = atomicrmw umin i32* %p, i32 1 seq_cst
  %rmw.fadd = atomicrmw fadd float* %f, float 1.0 monotonic
  %rmw.fsub = atomicrmw fsub float* %f, float 1.0 monotonic
  %rmw.v = atomicrmw volatile add i32* %p, i32 1 syncscope("singlethread") acq_rel, align 8
  %rmw.ord1 = atomicrmw xchg i32* %p, i32 1 monotonic
  %rmw.ord2 = atomicrmw xchg i32* %p, i32 1 acquire
  %rmw.ord3 = atomicrmw xchg i32* %p, i32 1 release
  %rmw.d = atomicrmw fadd double* %d, double 1.0 seq_cst, align 8
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  ret void
}

define void @misc(%S* %s, i64 %i, <2 x i64> %vi, i8* %raw, ...) {
  %fr1 = freeze i32 undef
  %fr2 = freeze <2 x i64> %vi
  %fr3 = freeze i8* %raw
  %fr4 = freeze { i32, float } poison
  %g1 = getelementptr %S, %S* %s, i64 %i
  %g2 = getelementptr inbounds %S, %S* %s, i64 0, i32 1, i64 %i, i32 1
  %g3 = getelementptr %S, %S* %s, i64 1, i32 2, i32 3
  %g4 = getelementptr i8, i8* %raw, <2 x i64> %vi
  %g5 = getelementptr %S, <2 x %S*> zeroinitializer, <2 x i64> %vi, i32 0
  %g6 = getelementptr inbounds i8, i8* %raw, i64 -1
  %g7 = getelementptr <vscale x 4 x i32>, <vscale x 4 x i32>* null, i64 1
  %g8 = getelementptr { i32, i8 }, { i32, i8 }* null
  %ap = alloca i8*
  %ap8 = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  %va1 = va_arg i8** %ap, i32
  %va2 = va_arg i8** %ap, double
  %va3 = va_arg i8** %ap, { i64, i64 }
  call void @llvm.va_end(i8* %ap8)
  ret void
}
