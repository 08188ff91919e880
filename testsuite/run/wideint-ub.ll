; Undefined behaviour with integers wider than 128 bits is reported as with
; narrow ones (SPEC.md section 6): division by zero or by poison (X-UB-4),
; INT_MIN / -1 (X-UB-5), branching or switching on poison from a broken
; nsw/nuw promise or an oversized shift (X-UB-1).  Fixed text in
; gen-wideint.py: the outcomes are the rules themselves, no computed values.
; RUN: sh -c '%ehi run --entry div0 %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=DIV0 %s
; RUN: sh -c '%ehi run --entry sdivovf %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=SDIVOVF %s
; RUN: sh -c '%ehi run --entry divpoison %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=DIVPOISON %s
; RUN: sh -c '%ehi run --entry nswbranch %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=NSWBR %s
; RUN: sh -c '%ehi run --entry shiftswitch %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=SHSW %s
; RUN: sh -c '%ehi run --entry fine %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=FINE %s
; RUN: sh -c '%ehi run --entry vecintrin %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=VECINTRIN %s
; RUN: sh -c '%ehi run --entry vecdiv %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=VECDIV %s
; RUN: sh -c '%ehi run --entry vecgep %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=VECGEP %s
; DIV0: ehi: undefined behaviour: integer division by zero [X-UB-4]
; DIV0: in @div0
; DIV0: status 66
; SDIVOVF: ehi: undefined behaviour: signed division overflow (INT256_MIN / -1) [X-UB-5]
; SDIVOVF: status 66
; DIVPOISON: ehi: undefined behaviour: division by a poison or undef value [X-UB-4]
; DIVPOISON: status 66
; NSWBR: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; NSWBR: status 66
; SHSW: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; SHSW: status 66
; FINE: status 3
; Not supported (yet), a clean error (68): the bit intrinsics on vectors of
; such integers, such vectors as getelementptr indices.
; VECINTRIN: ehi: error: 'llvm.ctpop.v2i256' on vectors of integers wider than 64 bits is not supported
; VECINTRIN: status 68
; VECGEP: ehi: error: getelementptr with vector indices of i256 is not supported
; VECGEP: status 68
; VECDIV: ehi: undefined behaviour: integer division by zero (vector lane) [X-UB-4]
; VECDIV: status 66
target triple = "x86_64-unknown-linux-gnu"

define i32 @div0() {
  %z = sub i256 5, 5
  %q = udiv i256 7, %z
  %t = trunc i256 %q to i32
  ret i32 %t
}

define i32 @sdivovf() {
  %m = shl i256 1, 255
  %q = sdiv i256 %m, -1
  %t = trunc i256 %q to i32
  ret i32 %t
}

define i32 @divpoison() {
  %p = add nuw i300 -1, 1
  %q = urem i300 12345, %p
  %t = trunc i300 %q to i32
  ret i32 %t
}

define i32 @nswbranch() {
  %big = shl i512 1, 510
  %s = add nsw i512 %big, %big
  %c = icmp eq i512 %s, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @shiftswitch() {
  %s = lshr i256 12345, 256
  switch i256 %s, label %d [ i256 0, label %z ]
z:
  ret i32 1
d:
  ret i32 2
}

declare <2 x i256> @llvm.ctpop.v2i256(<2 x i256>)

define i32 @vecintrin() {
  %r = call <2 x i256> @llvm.ctpop.v2i256(<2 x i256> <i256 1, i256 3>)
  %e = extractelement <2 x i256> %r, i32 1
  %t = trunc i256 %e to i32
  ret i32 %t
}

@bytes = global [4 x i8] c"abcd"

define i32 @vecgep() {
  %v = getelementptr i8, ptr @bytes, <2 x i256> <i256 1, i256 2>
  %p = extractelement <2 x ptr> %v, i32 1
  %b = load i8, ptr %p
  %r = zext i8 %b to i32
  ret i32 %r
}

define i32 @vecdiv() {
  %q = udiv <2 x i256> <i256 7, i256 8>, <i256 1, i256 0>
  %e = extractelement <2 x i256> %q, i32 0
  %t = trunc i256 %e to i32
  ret i32 %t
}

; the same shapes without the broken promises run to the end
define i32 @fine() {
  %big = shl i512 1, 509
  %s = add nsw i512 %big, %big
  %c = icmp eq i512 %s, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  %q = sdiv i256 -12, 4
  switch i256 %q, label %d [ i256 -3, label %ok ]
ok:
  ret i32 3
d:
  ret i32 4
}
