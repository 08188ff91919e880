; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Trace = type { ptr }
%struct.Oops = type { i32 }

$"??0Trace@@QEAA@PEBD@Z" = comdat any

$"??1Trace@@QEAA@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_08JHOPGFOO@promise?6?$AA@" = comdat any

$"??_C@_06DGNDMPDK@never?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUOops@@@8" = comdat any

$"_CT??_R0?AUOops@@@84" = comdat any

$"_CTA1?AUOops@@" = comdat any

$"_TI1?AUOops@@" = comdat any

$"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Trace(%s)\0A\00", comdat, align 1
@"??_C@_08JHOPGFOO@promise?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"promise\0A\00", comdat, align 1
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUOops@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUOops@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUOops@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUOops@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUOops@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUOops@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Trace, align 8
  store i32 0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 %0, ptr %5, align 4
  %7 = call noundef ptr @"??0Trace@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef @"??_C@_04GHJNJNPO@main?$AA@")
  %8 = load i32, ptr %5, align 4
  call void @"?promise@@YAXH@Z"(i32 noundef %8) #4
  store i32 0, ptr %3, align 4
  call void @"??1Trace@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %6) #4
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Trace@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Trace, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Trace, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@", ptr noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?promise@@YAXH@Z"(i32 noundef %0) #2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_08JHOPGFOO@promise?6?$AA@")
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %5)
          to label %6 unwind label %9

6:                                                ; preds = %4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DGNDMPDK@never?6?$AA@")
          to label %8 unwind label %9

8:                                                ; preds = %6
  ret void

9:                                                ; preds = %6, %4, %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Trace@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Trace, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Trace, align 8
  %4 = alloca %struct.Oops, align 4
  store i32 %0, ptr %2, align 4
  %5 = call noundef ptr @"??0Trace@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @"??_C@_07PCOLHLLC@thrower?$AA@")
  %6 = load i32, ptr %2, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Oops, ptr %4, i32 0, i32 0
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %9, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUOops@@") #6
          to label %14 unwind label %12

11:                                               ; preds = %1
  call void @"??1Trace@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #4
  ret void

12:                                               ; preds = %8
  %13 = cleanuppad within none []
  call void @"??1Trace@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #4 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller

14:                                               ; preds = %8
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
