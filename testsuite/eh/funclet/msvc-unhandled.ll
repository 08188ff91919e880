; The program of wasm-single-phase.ll for x86_64 MSVC: phase 1 finds no
; handler, so it terminates at once, without any cleanup (SPEC.md EH-U-1;
; the model difference is EH-F-7).
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s < %t.err
; OUT-NOT: ~G
; OUT: status 3
; CHECK: [eh] end_of_stack #1
; CHECK: [eh] terminate #1 'int' {{.*}}[EH-U-1]
; CHECK-NOT: funclet_enter
; the UCRT's terminate writes nothing; abort exits 3 (SPEC.md section 3)
; CHECK-NOT: terminate called
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.G = type { ptr }

$"??0G@@QEAA@PEBD@Z" = comdat any

$"??1G@@QEAA@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_03FBGAFBDB@mid?$AA@" = comdat any

$"??_R0N@8" = comdat any

$"??_C@_03LMCGMEEE@no?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07PEIMFFHL@?$HOG?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_03FBGAFBDB@mid?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mid\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_C@_03LMCGMEEE@no?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"no\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07PEIMFFHL@?$HOG?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~G(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.G, align 8
  store i32 0, ptr %1, align 4
  %3 = call noundef ptr @"??0G@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef @"??_C@_04GHJNJNPO@main?$AA@")
  invoke void @"?mid@@YAXXZ"()
          to label %4 unwind label %6

4:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  call void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #4
  %5 = load i32, ptr %1, align 4
  ret i32 %5

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0G@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.G, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?mid@@YAXXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.G, align 8
  %2 = call noundef ptr @"??0G@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @"??_C@_03FBGAFBDB@mid?$AA@")
  invoke void @"?thrower@@YAXXZ"()
          to label %11 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %12

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0N@8", i32 0, ptr null]
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03LMCGMEEE@no?6?$AA@") [ "funclet"(token %6) ]
          to label %8 unwind label %12

8:                                                ; preds = %5
  catchret from %6 to label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9, %11
  call void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4
  ret void

11:                                               ; preds = %0
  br label %10

12:                                               ; preds = %5, %3
  %13 = cleanuppad within none []
  call void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.G, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07PEIMFFHL@?$HOG?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.G, align 8
  %2 = alloca i32, align 4
  %3 = call noundef ptr @"??0G@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @"??_C@_07PCOLHLLC@thrower?$AA@")
  store i32 5, ptr %2, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @_TI1H) #6
          to label %6 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @"??1G@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller

6:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
