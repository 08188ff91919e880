; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Implicit = type { i8 }

$"??1Implicit@@QEAA@XZ" = comdat any

$"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@" = comdat any

$"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = comdat any

$"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"leaving scope\0A\00", comdat, align 1
@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 1
@"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  store i32 0, ptr %1, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@")
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @"??1Implicit@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #3
  br label %13

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call void @"??1Implicit@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #3 [ "funclet"(token %6) ]
  cleanupret from %6 unwind label %7

7:                                                ; preds = %5
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr null, i32 64, ptr null]
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@") [ "funclet"(token %10) ]
  catchret from %10 to label %12

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %12, %4
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Implicit@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@")
          to label %6 unwind label %8

6:                                                ; preds = %1
  store i32 5, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @_TI1H) #4
          to label %7 unwind label %8

7:                                                ; preds = %6
  unreachable

8:                                                ; preds = %6, %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
