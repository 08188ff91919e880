; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%struct.Fine = type { i8 }
%struct.Bad = type { i8 }
%struct.First = type { i32 }
%struct.Second = type { i32 }

$"??1Bad@@QEAA@XZ" = comdat any

$"??1Fine@@QEAA@XZ" = comdat any

$"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = comdat any

$"??_C@_0BA@JJJIEKOH@throwing?5First?6?$AA@" = comdat any

$"??_R0?AUFirst@@@8" = comdat any

$"_CT??_R0?AUFirst@@@84" = comdat any

$"_CTA1?AUFirst@@" = comdat any

$"_TI1?AUFirst@@" = comdat any

$"??_C@_0BE@CFGAFJO@?$HOBad?5throws?5Second?6?$AA@" = comdat any

$"??_R0?AUSecond@@@8" = comdat any

$"_CT??_R0?AUSecond@@@84" = comdat any

$"_CTA1?AUSecond@@" = comdat any

$"_TI1?AUSecond@@" = comdat any

$"??_C@_06PMONBGML@?$HOFine?6?$AA@" = comdat any

@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 1
@"??_C@_0BA@JJJIEKOH@throwing?5First?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"throwing First\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUFirst@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUFirst@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUFirst@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUFirst@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUFirst@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUFirst@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@CFGAFJO@?$HOBad?5throws?5Second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", comdat, align 1
@"??_R0?AUSecond@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSecond@@\00" }, comdat
@"_CT??_R0?AUSecond@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSecond@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUSecond@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUSecond@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_06PMONBGML@?$HOFine?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"~Fine\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @"?work@@YAXXZ"()
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr null, i32 64, ptr null]
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@") [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %4
  br label %8

8:                                                ; preds = %7, %9
  ret i32 0

9:                                                ; preds = %0
  br label %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?work@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = alloca %struct.First, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JJJIEKOH@throwing?5First?6?$AA@")
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = getelementptr inbounds %struct.First, ptr %3, i32 0, i32 0
  store i32 1, ptr %6, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @"_TI1?AUFirst@@") #4
          to label %11 unwind label %7

7:                                                ; preds = %5, %0
  %8 = cleanuppad within none []
  call void @"??1Bad@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) [ "funclet"(token %8) ]
  cleanupret from %8 unwind label %9

9:                                                ; preds = %7
  %10 = cleanuppad within none []
  call void @"??1Fine@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller

11:                                               ; preds = %5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??1Bad@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Second, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@CFGAFJO@?$HOBad?5throws?5Second?6?$AA@")
  %6 = getelementptr inbounds %struct.Second, ptr %3, i32 0, i32 0
  store i32 2, ptr %6, align 4
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUSecond@@") #4
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Fine@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06PMONBGML@?$HOFine?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
