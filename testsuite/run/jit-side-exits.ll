; The template JIT's side exits (interp/vm/jit.h): each loop below runs as
; native code (EHI_JIT_LOG names the functions translated) until something
; unusual happens at an op -- then the native code stores nothing for that
; op and the interpreter runs it, with its reports.  So every run gives
; exactly what --no-jit gives: each entry is checked both ways against the
; same lines (J*: the JIT's log, x86-64 Linux hosts).
;   poison_branch   add nsw overflows (poison), the loop's branch tests it
;   store_oob       a store one element past a heap block
;   load_undef      a load of never-written bytes, then a branch on the sum
;   misaligned      a store whose address breaks its `align 4`
;   poison_address  a poison index reaches a store's address
;   gep_index_oob   getelementptr inbounds past the end (poison) reaching a branch
;   gep_const_oob   the same with a constant offset
;   gep_far         getelementptr inbounds steps of 400 bytes from one heap
;                   block into the next (far steps: the base's span,
;                   gepcheck.c, decides: never the native code)
;   divs            division by constants; udiv exact's poison frozen
;   entry_poison    a poison value the loop's native code knows clean at its
;                   head (it tested it on every native path there): the
;                   interpreter arrives at the head with it poison, and the
;                   entry's test exits before the op
;   store_freed     a store's first-store path meets a freed block (no fill)
;   funnels         llvm.fshl/fshr (FUNNEL) by every amount up to past the width
;   main            poison from nsw, nuw, shl by the width and a select on
;                   poison, each frozen (0); a fill of fresh memory (the
;                   stores' first-store path), its sum; double arithmetic
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry poison_branch %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JBR,BR
; RUN: sh -c '%ehi run --no-jit --entry poison_branch %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BR
; JBR: [jit] @poison_branch: {{[0-9]+}} of {{[0-9]+}} ops
; BR: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BR-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @poison_branch (poison when its promise fails)
; BR-NEXT: at {{.*}} in @poison_branch, block %loop: br i1 %c, label %done, label %loop
; BR-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry store_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JOOB,OOB
; RUN: sh -c '%ehi run --no-jit --entry store_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OOB
; JOOB: [jit] @store_oob: {{[0-9]+}} of {{[0-9]+}} ops
; OOB: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 40 bytes at 0x{{[0-9a-f]+}}; allocated at {{.*}} in @store_oob [X-MEM-2]
; OOB-NEXT: at {{.*}} in @store_oob, block %loop: store i32 %v, ptr %a, align 4
; OOB-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry load_undef %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JUND,UND
; RUN: sh -c '%ehi run --no-jit --entry load_undef %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=UND
; JUND: [jit] @load_undef: {{[0-9]+}} of {{[0-9]+}} ops
; UND: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; UND-NEXT: note: the value is undef: 8 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @load_undef were uninitialised (never written since allocated); they are in heap block 'malloc' of 80 bytes at 0x{{[0-9a-f]+}}, allocated at {{.*}} in @load_undef
; UND-NEXT: at {{.*}} in @load_undef, block %loop: br i1 %c, label %loop, label %done
; UND-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry misaligned %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JMIS,MIS
; RUN: sh -c '%ehi run --no-jit --entry misaligned %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=MIS
; JMIS: [jit] @misaligned: {{[0-9]+}} of {{[0-9]+}} ops
; MIS: ehi: undefined behaviour: misaligned write of 4 bytes at address 0x{{[0-9a-f]+}}: its `align 4` says a multiple of 4 [X-MEM-10]
; MIS-NEXT: at {{.*}} in @misaligned, block %loop: store i32 7, ptr %a, align 4
; MIS-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry poison_address %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JPA,PA
; RUN: sh -c '%ehi run --no-jit --entry poison_address %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PA
; JPA: [jit] @poison_address: {{[0-9]+}} of {{[0-9]+}} ops
; PA: ehi: undefined behaviour: store through a poison or undef pointer [X-UB-2]
; PA-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @poison_address (poison when its promise fails)
; PA-NEXT: at {{.*}} in @poison_address, block %loop: store i64 1, ptr %a, align 8
; PA-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry gep_index_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JGI,GI
; RUN: sh -c '%ehi run --no-jit --entry gep_index_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GI
; JGI: [jit] @gep_index_oob: {{[0-9]+}} of {{[0-9]+}} ops
; GI: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; GI-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @gep_index_oob, the `add nuw nsw` at {{.*}} in @gep_index_oob (poison when its promise fails)
; GI-NEXT: at {{.*}} in @gep_index_oob, block %loop: br i1 %c, label %loop, label %done
; GI-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry gep_const_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JGK,GK
; RUN: sh -c '%ehi run --no-jit --entry gep_const_oob %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GK
; JGK: [jit] @gep_const_oob: {{[0-9]+}} of {{[0-9]+}} ops
; GK: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; GK-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @gep_const_oob (poison when its promise fails)
; GK-NEXT: at {{.*}} in @gep_const_oob, block %loop: br i1 %c, label %loop, label %done
; GK-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry divs %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JDIV,DIV
; RUN: sh -c '%ehi run --no-jit --entry divs %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DIV
; JDIV: [jit] @divs: {{[0-9]+}} of {{[0-9]+}} ops
; sum over i < 20 of x = 6i: (udiv exact x, 4: poison, frozen 0, unless
; 4 divides x) + x sdiv -7 + x srem -7 + x urem 5 (C's truncating division)
; DIV: div 83 0
; DIV-NEXT: status 0
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry entry_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JEP,EP
; RUN: sh -c '%ehi run --no-jit --entry entry_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=EP
; JEP: [jit] @entry_poison: {{[0-9]+}} of {{[0-9]+}} ops
; EP: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; EP-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @entry_poison (poison when its promise fails)
; EP-NEXT: at {{.*}} in @entry_poison, block %done: br i1 %c2, label %a, label %b
; EP-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry funnels %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JFSH,FSH
; RUN: sh -c '%ehi run --no-jit --entry funnels %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FSH
; JFSH: [jit] @funnels: {{[0-9]+}} of {{[0-9]+}} ops
; (a hash of fshl/fshr on i32 and i64 by 0..139, LangRef's definition
; computed in Python)
; FSH: fsh 8887825214898578565 0
; FSH-NEXT: status 0
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry store_freed %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JFR,FR
; RUN: sh -c '%ehi run --no-jit --entry store_freed %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FR
; JFR: [jit] @store_freed: {{[0-9]+}} of {{[0-9]+}} ops
; FR: ehi: undefined behaviour: write of 2 bytes at address 0x{{[0-9a-f]+}}, which is a freed heap block; it is inside freed heap block 'malloc' of 64 bytes at 0x{{[0-9a-f]+}}; allocated at {{.*}} in @store_freed; freed at {{.*}} in @store_freed [X-MEM-3]
; FR-NEXT: at {{.*}} in @store_freed, block %loop: store i16 9, ptr %a, align 2
; FR-NEXT: status 66
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JMAIN,MAIN
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=MAIN
; JMAIN: [jit] @main: {{[0-9]+}} of {{[0-9]+}} ops
; 2^29 + 2^30 + 3 * 2^29, then poison
; MAIN: nsw 3221225472 0
; 7 + 6 + ... + 0, then poison
; MAIN-NEXT: nuw 28 0
; 2^28 + ... + 2^31, then poison
; MAIN-NEXT: shl 4026531840 0
; 1 + 5 + 5, then poison (3 * 10^9 overflows)
; MAIN-NEXT: sel 11 0
; MAIN-NEXT: fill 499500 0
; 1.5^20 = 3325.25...
; MAIN-NEXT: dbl 3325 0
; MAIN-NEXT: status 0
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
@fmt = private constant [12 x i8] c"%s %ld %ld\0A\00"
@s.nsw = private constant [4 x i8] c"nsw\00"
@s.nuw = private constant [4 x i8] c"nuw\00"
@s.shl = private constant [4 x i8] c"shl\00"
@s.sel = private constant [4 x i8] c"sel\00"
@s.fill = private constant [5 x i8] c"fill\00"
@s.dbl = private constant [4 x i8] c"dbl\00"
@s.div = private constant [4 x i8] c"div\00"
@s.fsh = private constant [4 x i8] c"fsh\00"
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
@one = global i32 1

define i32 @poison_branch() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ 0, %entry ], [ %x1, %loop ]
  %x1 = add nsw i32 %x, 1073741824
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %x1, 100
  br i1 %c, label %done, label %loop
done:
  ret i32 0
}

define i32 @store_oob() {
entry:
  %p = call ptr @malloc(i64 40)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %v = trunc i64 %i to i32
  store i32 %v, ptr %a, align 4
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i1, 11
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @load_undef() {
entry:
  %p = call ptr @malloc(i64 80)
  br label %fill
fill:
  %j = phi i64 [ 0, %entry ], [ %j1, %fill ]
  %pj = getelementptr inbounds i64, ptr %p, i64 %j
  store i64 %j, ptr %pj, align 8
  %j1 = add nuw nsw i64 %j, 1
  %cj = icmp ult i64 %j1, 7
  br i1 %cj, label %fill, label %loop
loop:
  %i = phi i64 [ 0, %fill ], [ %i1, %loop ]
  %s = phi i64 [ 0, %fill ], [ %s1, %loop ]
  %a = getelementptr inbounds i64, ptr %p, i64 %i
  %v = load i64, ptr %a, align 8
  %s1 = add i64 %s, %v
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %s1, 1000
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @misaligned() {
entry:
  %p = call ptr @malloc(i64 80)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %o = mul i64 %i, 4
  %o2 = add i64 %o, 2
  %a = getelementptr inbounds i8, ptr %p, i64 %o2
  store i32 7, ptr %a, align 4
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i1, 10
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @poison_address() {
entry:
  %p = call ptr @malloc(i64 800)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %k = phi i32 [ 2147483640, %entry ], [ %k1, %loop ]
  %k1 = add nsw i32 %k, 1
  %ix = sub i32 %k1, 2147483600
  %ie = sext i32 %ix to i64
  %a = getelementptr i64, ptr %p, i64 %ie
  store i64 1, ptr %a, align 8
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 20
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

; results computed in loops, each side exit's poison frozen to 0
define i32 @main() {
entry:
  br label %nsw
nsw:                     ; x += 2^29 on i32: poison (frozen: 0) from the 4th
  %i = phi i32 [ 0, %entry ], [ %i1, %nsw ]
  %x = phi i32 [ 0, %entry ], [ %x1, %nsw ]
  %sum = phi i64 [ 0, %entry ], [ %sum1, %nsw ]
  %x1 = add nsw i32 %x, 536870912
  %f = freeze i32 %x1
  %fe = sext i32 %f to i64
  %sum1 = add i64 %sum, %fe
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 6
  br i1 %c, label %nsw, label %nuw
nuw:                     ; y - 3 on i64 nuw: poison below 0
  %j = phi i64 [ 10, %nsw ], [ %j1, %nuw ]
  %t = phi i64 [ 0, %nsw ], [ %t1, %nuw ]
  %y = sub nuw i64 %j, 3
  %fy = freeze i64 %y
  %t1 = add i64 %t, %fy
  %j1 = add i64 %j, -1
  %cj = icmp ne i64 %j1, 0
  br i1 %cj, label %nuw, label %shl
shl:                     ; 1 << k on i32: poison from k = 32
  %k = phi i32 [ 28, %nuw ], [ %k1, %shl ]
  %u = phi i64 [ 0, %nuw ], [ %u1, %shl ]
  %sh = shl i32 1, %k
  %fs = freeze i32 %sh
  %fz = zext i32 %fs to i64
  %u1 = add i64 %u, %fz
  %k1 = add i32 %k, 1
  %ck = icmp slt i32 %k1, 36
  br i1 %ck, label %shl, label %sel
sel:                     ; a select whose condition turns poison
  %m = phi i32 [ 0, %shl ], [ %m1, %sel ]
  %w = phi i64 [ 0, %shl ], [ %w1, %sel ]
  %mm = mul nsw i32 %m, 1000000000
  %cm = icmp sgt i32 %mm, 0
  %pick = select i1 %cm, i64 5, i64 1
  %fp = freeze i64 %pick
  %w1 = add i64 %w, %fp
  %m1 = add i32 %m, 1
  %cs = icmp ult i32 %m1, 5
  br i1 %cs, label %sel, label %fill0
fill0:                   ; fresh memory filled (first stores), summed
  %p = call ptr @malloc(i64 4000)
  br label %fill
fill:
  %n = phi i64 [ 0, %fill0 ], [ %n1, %fill ]
  %pn = getelementptr inbounds i32, ptr %p, i64 %n
  %nv = trunc i64 %n to i32
  store i32 %nv, ptr %pn, align 4
  %n1 = add nuw nsw i64 %n, 1
  %cn = icmp ult i64 %n1, 1000
  br i1 %cn, label %fill, label %sum0
sum0:
  br label %sumloop
sumloop:
  %r = phi i64 [ 0, %sum0 ], [ %r1, %sumloop ]
  %acc = phi i64 [ 0, %sum0 ], [ %acc1, %sumloop ]
  %pr = getelementptr inbounds i32, ptr %p, i64 %r
  %rv = load i32, ptr %pr, align 4
  %rw = zext i32 %rv to i64
  %acc1 = add i64 %acc, %rw
  %r1 = add nuw nsw i64 %r, 1
  %cr = icmp ult i64 %r1, 1000
  br i1 %cr, label %sumloop, label %dbl0
dbl0:
  br label %dbl
dbl:                     ; double arithmetic in a loop
  %q = phi i32 [ 0, %dbl0 ], [ %q1, %dbl ]
  %d = phi double [ 1.0, %dbl0 ], [ %d2, %dbl ]
  %d1 = fmul double %d, 3.0
  %d2 = fdiv double %d1, 2.0
  %q1 = add i32 %q, 1
  %cq = icmp ult i32 %q1, 20
  br i1 %cq, label %dbl, label %out
out:
  %di = fptosi double %d2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.nsw, i64 %sum1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.nuw, i64 %t1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.shl, i64 %u1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.sel, i64 %w1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.fill, i64 %acc1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.dbl, i64 %di, i64 0)
  ret i32 0
}

; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run --entry gep_far %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefixes=JGF,GF
; RUN: sh -c '%ehi run --no-jit --entry gep_far %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GF
; JGF: [jit] @gep_far: {{[0-9]+}} of {{[0-9]+}} ops
; GF: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; GF-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @gep_far{{.*}}
; GF-NEXT: at {{.*}} in @gep_far, block %loop: br i1 %c, label %loop, label %done
; GF-NEXT: status 66
define i32 @gep_far() {
entry:
  %p = call ptr @malloc(i64 4000)
  %q = call ptr @malloc(i64 4000)
  br label %loop
loop:
  %i = phi i64 [ 100, %entry ], [ %i1, %loop ]
  %b = getelementptr inbounds i32, ptr %p, i64 %i
  %c1 = icmp ne ptr %b, null
  %i1 = add nuw nsw i64 %i, 100
  %c2 = icmp ult i64 %i1, 2000
  %c = and i1 %c1, %c2
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @gep_index_oob() {
entry:
  %p = call ptr @malloc(i64 40)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %b = getelementptr inbounds i32, ptr %p, i64 %i
  %c1 = icmp ne ptr %b, null
  %i1 = add nuw nsw i64 %i, 1
  %c2 = icmp ult i64 %i1, 20
  %c = and i1 %c1, %c2
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @gep_const_oob() {
entry:
  %p = call ptr @malloc(i64 64)
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %q1, %loop ]
  %q1 = getelementptr inbounds i8, ptr %q, i64 24
  store i64 5, ptr %q, align 8
  %c = icmp ne ptr %q1, null
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

define i32 @divs() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %x = mul i32 %i, 6
  %q = udiv exact i32 %x, 4
  %fq = freeze i32 %q
  %r = sdiv i32 %x, -7
  %m = srem i32 %x, -7
  %u = urem i32 %x, 5
  %t1 = add i32 %fq, %r
  %t2 = add i32 %t1, %m
  %t3 = add i32 %t2, %u
  %e = sext i32 %t3 to i64
  %s1 = add i64 %s, %e
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 20
  br i1 %c, label %loop, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.div, i64 %s1, i64 0)
  ret i32 0
}

define i32 @entry_poison() {
entry:
  %o = load i32, ptr @one, align 4
  %x = add nsw i32 %o, 2147483647
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %y = add i32 %x, %i
  %s1 = add i32 %s, %y
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 10
  br i1 %c, label %loop, label %done
done:
  %c2 = icmp eq i32 %s1, 0
  br i1 %c2, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @funnels() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h4, %loop ]
  %k64 = zext i32 %k to i64
  %a = call i32 @llvm.fshl.i32(i32 305419896, i32 2596069104, i32 %k)
  %b = call i32 @llvm.fshr.i32(i32 305419896, i32 2596069104, i32 %k)
  %c = call i64 @llvm.fshl.i64(i64 81985529216486895, i64 -81985529216486896, i64 %k64)
  %d = call i64 @llvm.fshr.i64(i64 81985529216486895, i64 -81985529216486896, i64 %k64)
  %a64 = zext i32 %a to i64
  %b64 = zext i32 %b to i64
  %h0 = mul i64 %h, 31
  %h1 = add i64 %h0, %a64
  %h2 = xor i64 %h1, %b64
  %h3 = add i64 %h2, %c
  %h4 = xor i64 %h3, %d
  %k1 = add i32 %k, 1
  %ck = icmp ult i32 %k1, 140
  br i1 %ck, label %loop, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s.fsh, i64 %h4, i64 0)
  ret i32 0
}

define i32 @store_freed() {
entry:
  %p = call ptr @malloc(i64 64)
  %q = call ptr @malloc(i64 64)
  call void @free(ptr %q)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %r = phi ptr [ %p, %entry ], [ %q, %loop ]
  %a = getelementptr inbounds i16, ptr %r, i64 %i
  store i16 9, ptr %a, align 2
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i1, 20
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}
