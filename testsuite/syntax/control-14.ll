; Control flow: br, switch (incl. empty and with many cases / wide ints),
; indirectbr (incl. empty), phi (many incoming, self loops, constants),
; select on scalars/vectors/aggregates, callbr asm goto, unreachable, ret.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "control-14.c"

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 -1, label %b
    i32 2147483647, label %a
  ]
a:
  br label %def
b:
  switch i32 %x, label %def []
def:
  %p = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %b ]
  ret i32 %p
}

define void @sw.empty(i8 %x) {
  switch i8 %x, label %1 [
  ]
1:
  ret void
}

define i128 @sw.wide(i128 %x, i1 %c) {
entry:
  switch i128 %x, label %out [
    i128 170141183460469231731687303715884105727, label %one
    i128 -5, label %out
  ]
one:
  switch i1 %c, label %out [ i1 true, label %loop ]
loop:
  %i = phi i128 [ 0, %one ], [ %n, %loop ]
  %n = add i128 %i, 1
  %done = icmp eq i128 %n, 10
  br i1 %done, label %out, label %loop
out:
  %r = phi i128 [ %x, %entry ], [ %x, %entry ], [ 1, %one ], [ %n, %loop ]
  ret i128 %r
}

define void @ib(i8* %addr) {
entry:
  indirectbr i8* %addr, [label %l1, label %l2, label %l1]
l1:
  ret void
l2:
  indirectbr i8* blockaddress(@ib, %l1), []
}

define { i32, float } @sel(i1 %c, <2 x i1> %vc, <2 x i32> %a, { i32, float } %s, i8* %p) {
  %s1 = select i1 %c, i32 1, i32 2
  %s2 = select <2 x i1> %vc, <2 x i32> %a, <2 x i32> zeroinitializer
  %s3 = select i1 %c, { i32, float } %s, { i32, float } zeroinitializer
  %s4 = select i1 %c, i8* %p, i8* null
  %s5 = select i1 true, <2 x i32> %a, <2 x i32> %a
  ret { i32, float } %s3
}

define i32 @asmgoto(i32 %x) {
entry:
  callbr void asm sideeffect "jmp ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@asmgoto, %indirect))
          to label %normal [label %indirect]
normal:
  %r = callbr i32 asm "", "=r,r,X"(i32 %x, i8* blockaddress(@asmgoto, %indirect2))
          to label %fallthrough [label %indirect2]
fallthrough:
  ret i32 %r
indirect:
  ret i32 1
indirect2:
  ret i32 2
}

define void @unr() {
  unreachable
}

define void @br.const() {
  br i1 true, label %a, label %a
a:
  br i1 undef, label %b, label %a
b:
  ret void
}
