; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
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

@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 8
@"??_C@_0BA@JJJIEKOH@throwing?5First?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"throwing First\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUFirst@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUFirst@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUFirst@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUFirst@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUFirst@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUFirst@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@CFGAFJO@?$HOBad?5throws?5Second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", comdat, align 8
@"??_R0?AUSecond@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSecond@@\00" }, comdat
@"_CT??_R0?AUSecond@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSecond@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSecond@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUSecond@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_06PMONBGML@?$HOFine?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"~Fine\0A\00", comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?work@@YAXXZ"()
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* null, i32 64, i8* null]
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@", i64 0, i64 0)) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %4
  br label %8

8:                                                ; preds = %7, %9
  ret i32 0

9:                                                ; preds = %0
  br label %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?work@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = alloca %struct.First, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JJJIEKOH@throwing?5First?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %8

5:                                                ; preds = %0
  %6 = getelementptr inbounds %struct.First, %struct.First* %3, i32 0, i32 0
  store i32 1, i32* %6, align 4
  %7 = bitcast %struct.First* %3 to i8*
  invoke void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @"_TI1?AUFirst@@") #5
          to label %12 unwind label %8

8:                                                ; preds = %5, %0
  %9 = cleanuppad within none []
  call void @"??1Bad@@QEAA@XZ"(%struct.Bad* noundef nonnull align 1 dereferenceable(1) %2) [ "funclet"(token %9) ]
  cleanupret from %9 unwind label %10

10:                                               ; preds = %8
  %11 = cleanuppad within none []
  call void @"??1Fine@@QEAA@XZ"(%struct.Fine* noundef nonnull align 1 dereferenceable(1) %1) #6 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @"??1Bad@@QEAA@XZ"(%struct.Bad* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Bad*, align 8
  %3 = alloca %struct.Second, align 4
  store %struct.Bad* %0, %struct.Bad** %2, align 8
  %4 = load %struct.Bad*, %struct.Bad** %2, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@CFGAFJO@?$HOBad?5throws?5Second?6?$AA@", i64 0, i64 0))
  %6 = getelementptr inbounds %struct.Second, %struct.Second* %3, i32 0, i32 0
  store i32 2, i32* %6, align 4
  %7 = bitcast %struct.Second* %3 to i8*
  call void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @"_TI1?AUSecond@@") #5
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Fine@@QEAA@XZ"(%struct.Fine* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Fine*, align 8
  store %struct.Fine* %0, %struct.Fine** %2, align 8
  %3 = load %struct.Fine*, %struct.Fine** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PMONBGML@?$HOFine?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
