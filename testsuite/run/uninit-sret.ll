; Uninitialised memory and sret results (SPEC.md section 6, "Memory."): a
; local that only receives a struct result through sret starts written when
; the lowering proves that the callee fills it whole before it returns and
; that nothing reads it before; the shadow still follows what the callee
; stores (poison) and every case the proof does not cover reads as before.
;
; The callee fills the result: the fields read after the call are defined.
; RUN: sh -c '%ehi run --entry fill_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; RUN: sh -c '%ehi run --trace=exec --entry fill_ok %s 2>/dev/null; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: status 0
;
; The callee writes the second field on one path only: it is undef there.
; RUN: sh -c '%ehi run --entry partial %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PARTIAL
; RUN: sh -c '%ehi run --trace=exec --entry partial %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=PARTIAL
; PARTIAL: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; PARTIAL-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @partial were uninitialised (never written since allocated); they are in a stack object %r (alloca in @partial)
; PARTIAL: status 66
;
; The callee fills the result, the second field with poison: it stays poison.
; RUN: sh -c '%ehi run --entry fill_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=POISON
; RUN: sh -c '%ehi run --trace=exec --entry fill_poison %s 2>&1; echo "status $?"' | grep -v '^.exec' | FileCheck %s --check-prefix=POISON
; POISON: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; POISON-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @fill_poison were last written with poison or undef
; POISON: status 66
;
; The caller reads the local before the call that fills it.
; RUN: sh -c '%ehi run --entry read_before %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BEFORE
; BEFORE: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; BEFORE-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @read_before were uninitialised (never written since allocated); they are in a stack object %r (alloca in @read_before)
; BEFORE: status 66
;
; The callee reads its result before it writes it: undef (the caller's
; local is not taken as written).
; RUN: sh -c '%ehi run --entry callee_reads %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CREADS
; CREADS: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; CREADS-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @get_reads were uninitialised (never written since allocated); they are in a stack object
; CREADS: status 66
;
; The local's address also goes to a function that reads it before the
; call that fills it: undef there.
; RUN: sh -c '%ehi run --entry escapes %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ESCAPES
; ESCAPES: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; ESCAPES-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @peek were uninitialised (never written since allocated)
; ESCAPES: status 66

%pair = type { i32, i32 }

define void @fill(ptr sret(%pair) %out, i32 %a) {
  store i32 %a, ptr %out
  %f1 = getelementptr inbounds %pair, ptr %out, i32 0, i32 1
  %b = add i32 %a, 1
  store i32 %b, ptr %f1
  ret void
}

define i32 @fill_ok() {
  %r = alloca %pair
  call void @fill(ptr sret(%pair) %r, i32 7)
  %f1 = getelementptr inbounds %pair, ptr %r, i32 0, i32 1
  %v = load i32, ptr %f1
  %c = icmp eq i32 %v, 8
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define void @half(ptr sret(%pair) %out, i1 %both) {
  store i32 1, ptr %out
  br i1 %both, label %second, label %done
second:
  %f1 = getelementptr inbounds %pair, ptr %out, i32 0, i32 1
  store i32 2, ptr %f1
  br label %done
done:
  ret void
}

define i32 @partial() {
  %r = alloca %pair
  call void @half(ptr sret(%pair) %r, i1 false)
  %f1 = getelementptr inbounds %pair, ptr %r, i32 0, i32 1
  %v = load i32, ptr %f1
  %c = icmp eq i32 %v, 2
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define void @fill_nsw(ptr sret(%pair) %out, i32 %a) {
  store i32 %a, ptr %out
  %f1 = getelementptr inbounds %pair, ptr %out, i32 0, i32 1
  %b = add nsw i32 %a, 1
  store i32 %b, ptr %f1
  ret void
}

define i32 @fill_poison() {
  %r = alloca %pair
  call void @fill_nsw(ptr sret(%pair) %r, i32 2147483647)
  %f1 = getelementptr inbounds %pair, ptr %r, i32 0, i32 1
  %v = load i32, ptr %f1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define i32 @read_before() {
  %r = alloca %pair
  %v = load i32, ptr %r
  call void @fill(ptr sret(%pair) %r, i32 7)
  %c = icmp eq i32 %v, 7
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}

define void @get_reads(ptr sret(%pair) %out) {
  %f1 = getelementptr inbounds %pair, ptr %out, i32 0, i32 1
  %old = load i32, ptr %f1
  %c = icmp eq i32 %old, 0
  br i1 %c, label %zero, label %other
zero:
  store i32 0, ptr %out
  store i32 0, ptr %f1
  ret void
other:
  store i32 1, ptr %out
  store i32 1, ptr %f1
  ret void
}

define i32 @callee_reads() {
  %r = alloca %pair
  call void @get_reads(ptr sret(%pair) %r)
  ret i32 0
}

define i32 @peek(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @escapes() {
  %r = alloca %pair
  %v = call i32 @peek(ptr %r)
  call void @fill(ptr sret(%pair) %r, i32 7)
  %c = icmp eq i32 %v, 7
  br i1 %c, label %yes, label %no
yes:
  ret i32 0
no:
  ret i32 1
}
