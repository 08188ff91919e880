; A small opaque-pointer (LLVM 19) module with funclet EH, used by the
; truncation and mutation robustness tests.
target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr null, ptr null, [3 x i8] c".H\00" }, comdat
$"??_R0H@8" = comdat any
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>

declare i32 @__CxxFrameHandler3(...)
declare void @thrower(ptr noundef) #0
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)

define dso_local i32 @main(ptr %buf) personality ptr @__CxxFrameHandler3 {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x, align 4
  invoke void @thrower(ptr %x)
          to label %ok unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr @"??_R0H@8", i32 0, ptr %x]
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr %x, i64 4, i1 false) [ "funclet"(token %cp) ]
  catchret from %cp to label %ok

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

ok:
  %v = load i32, ptr %x, align 4
  %g = getelementptr inbounds [4 x i32], ptr @vec, i64 0, i64 1
  %e = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  %fv = fadd fast float 1.000000e+00, 0x3FB99999A0000000
  %sh = shufflevector <4 x i32> zeroinitializer, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %cx = cmpxchg ptr %x, i32 0, i32 1 seq_cst seq_cst, align 4
  %rmw = atomicrmw add ptr %x, i32 1 monotonic, align 4
  %sum = add i32 %v, %e
  ret i32 %sum
}

attributes #0 = { noreturn "target-cpu"="x86-64" }
