; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.B = type { i32 }
%struct.A = type { i32 }
%struct.Local = type { i8 }

$"??1Local@@QAE@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@" = comdat any

$"_CT??_R0?AUA@@@84" = comdat any

$"_CTA1?AUA@@" = comdat any

$"_TI1?AUA@@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"never: B %d\0A\00", comdat, align 1
@"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"caught A %d\0A\00", comdat, align 1
@"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", comdat, align 1
@"_CT??_R0?AUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUA@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUA@@@84"] }, section ".xdata", comdat
@"_TI1?AUA@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUA@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUB@@@84"] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i8*) }, section ".xdata", comdat
@"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Local\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.B*, align 4
  %4 = alloca %struct.A*, align 4
  store i32 0, i32* %1, align 4
  %5 = call void ()* @set_unexpected(void ()* noundef @"?handler@@YAXXZ") #5
  store i32 1, i32* %2, align 4
  br label %6

6:                                                ; preds = %21, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp sle i32 %7, 2
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @"?only_a@@YAXH@Z"(i32 noundef %10)
          to label %31 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13, label %24] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, %struct.A** %4]
  %15 = load %struct.A*, %struct.A** %4, align 4
  %16 = getelementptr inbounds %struct.A, %struct.A* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GLAPGJMP@caught?5A?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %17) [ "funclet"(token %14) ]
  catchret from %14 to label %19

19:                                               ; preds = %13
  br label %20

20:                                               ; preds = %19, %30, %31
  br label %21

21:                                               ; preds = %20
  %22 = load i32, i32* %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %2, align 4
  br label %6, !llvm.loop !4

24:                                               ; preds = %11
  %25 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %3]
  %26 = load %struct.B*, %struct.B** %3, align 4
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DBFPOOGM@never?3?5B?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %28) [ "funclet"(token %25) ]
  catchret from %25 to label %30

30:                                               ; preds = %24
  br label %20

31:                                               ; preds = %9
  br label %20

32:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @"?handler@@YAXXZ"() #2 {
  %1 = alloca %struct.A, align 4
  %2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@MGCGAPLM@unexpected?5handler?3?5throwing?5A?6?$AA@", i32 0, i32 0))
  %3 = getelementptr inbounds %struct.A, %struct.A* %1, i32 0, i32 0
  store i32 2, i32* %3, align 4
  %4 = bitcast %struct.A* %1 to i8*
  call void @_CxxThrowException(i8* %4, %eh.ThrowInfo* @"_TI1?AUA@@") #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?only_a@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  %4 = alloca %struct.A, align 4
  %5 = alloca %struct.B, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.A, %struct.A* %4, i32 0, i32 0
  store i32 1, i32* %9, align 4
  %10 = bitcast %struct.A* %4 to i8*
  invoke void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @"_TI1?AUA@@") #6
          to label %17 unwind label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.B, %struct.B* %5, i32 0, i32 0
  %13 = load i32, i32* %2, align 4
  store i32 %13, i32* %12, align 4
  %14 = bitcast %struct.B* %5 to i8*
  invoke void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI1?AUB@@") #6
          to label %17 unwind label %15

15:                                               ; preds = %11, %8
  %16 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

17:                                               ; preds = %11, %8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07LPCEEGID@?$HOLocal?6?$AA@", i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
