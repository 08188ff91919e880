; Types without a size: the layout says why instead of guessing (LLVM
; would refuse to allocate them: "Cannot allocate unsized type").
; RUN: %cc %ehi-cflags %S/layout_probe.c %libehi -lm -o %t.probe
; RUN: %t.probe %s | FileCheck %s --implicit-check-not=MISMATCH
; RUN: %llvm-as19 %s -o /dev/null
target datalayout = "e-p:32:32"

; CHECK: type %opaque: unsized: an opaque struct has no size
; CHECK-NEXT: type %holder: unsized: an opaque struct has no size
; CHECK-NEXT: type %rec: unsized: the struct contains itself
; CHECK-NEXT: type %viaarr: unsized: the struct contains itself
; CHECK-NEXT: type %scal: unsized: scalable vectors are not supported yet
; CHECK-NEXT: type %ext: unsized: target extension types have no layout in ehi
; CHECK-NEXT: type %ok: size 8 store 8 align 4 pref 8
; CHECK-NEXT:   [0] i32 at 0
; CHECK-NEXT:   [1] ptr at 4
; CHECK-NEXT:   [2] [0 x ptr] at 8
; CHECK-NEXT: type %unsized_array: unsized: an opaque struct has no size
; CHECK-NEXT: global @g: unsized: an opaque struct has no size
; CHECK-NEXT: global @v: <2 x ptr> size 8 store 8 align 8 pref 8
; CHECK: OK cache: 1 struct types agree across layouts
; CHECK-NEXT: summary: 1 checks, 0 mismatches
%opaque = type opaque
%holder = type { i32, %opaque }
%rec = type { i32, %rec }
%viaarr = type { [2 x %viaarr] }
%scal = type { <vscale x 4 x i32> }
%ext = type { target("spirv.Image") }
%ok = type { i32, ptr, [0 x ptr] }
%unsized_array = type { [0 x %opaque] }
@g = external global %opaque
@v = global <2 x ptr> zeroinitializer
