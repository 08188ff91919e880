; getelementptr inbounds far from its base (more than 256 bytes: SPEC.md
; section 6, "Registers and poison"): the result is poison when it lands
; in another object, however far it went; steps inside one large object
; are not, forwards, backwards and from several bases in turn (gepcheck.c
; keeps what it found per base).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=INTO
; INTO: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; INTO-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @main
; INTO: status 66
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=BACK
; BACK: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BACK-NEXT: note: the value may be poison from the `getelementptr inbounds` at {{.*}} in @main
; BACK: status 66
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=AFTER
; AFTER: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; AFTER: status 66
target triple = "x86_64-unknown-linux-gnu"
declare i32 @puts(ptr)
@ok = private constant [3 x i8] c"ok\00"
@a = global [20000 x i32] zeroinitializer
@b = global [20000 x i32] zeroinitializer
@c = global [20000 x i32] zeroinitializer

; every 97th element of the three arrays from their starts, in turn, then
; backwards from one past their ends: the steps stay in their arrays
define void @sweep() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %pa = getelementptr inbounds i32, ptr @a, i64 %i
  %pb = getelementptr inbounds i32, ptr @b, i64 %i
  %pc = getelementptr inbounds i32, ptr @c, i64 %i
  store i32 1, ptr %pa
  store i32 1, ptr %pb
  store i32 1, ptr %pc
  %end = getelementptr inbounds [20000 x i32], ptr @a, i64 1
  %neg = sub i64 0, %i
  %back = getelementptr inbounds i32, ptr %end, i64 %neg
  %cb = icmp eq ptr %back, null
  br i1 %cb, label %exit, label %next
next:
  %i.next = add i64 %i, 97
  %more = icmp ult i64 %i.next, 20000
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define i64 @idx(ptr %argv) noinline {
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  %z = zext i8 %k to i64
  ret i64 %z
}

define i32 @main(i32 %argc, ptr %argv) {
  call void @sweep()
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  call i32 @puts(ptr @ok)
  ret i32 0
bad:
  %k = call i64 @idx(ptr %argv)
  switch i64 %k, label %a [ i64 98, label %b
                            i64 99, label %c ]
a: ; from @a's start into @b (its 20000th element and on)
  %an = add i64 %k, 19903 ; 97 + 19903 = 20000 elements: @a's end, then 4 more
  %an4 = add i64 %an, 4
  %pa = getelementptr inbounds i32, ptr @a, i64 %an4
  %ca = icmp eq ptr %pa, null
  br i1 %ca, label %r, label %r
b: ; from @b's end back before its start (into @a)
  %bend = getelementptr inbounds [20000 x i32], ptr @b, i64 1
  %bn = sub i64 -20008, %k
  %pb = getelementptr inbounds i32, ptr %bend, i64 %bn
  %cbb = icmp eq ptr %pb, null
  br i1 %cbb, label %r, label %r
c: ; after the sweep kept @a's span: one step past it still poison
  %cn = add i64 %k, 30000
  %pc = getelementptr inbounds i32, ptr @a, i64 %cn
  %cc = icmp eq ptr %pc, null
  br i1 %cc, label %r, label %r
r:
  ret i32 1
}
