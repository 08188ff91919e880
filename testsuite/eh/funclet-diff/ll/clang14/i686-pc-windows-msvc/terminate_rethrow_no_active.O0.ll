; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Local = type { i8 }

$"??1Local@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@IHKDADLB@handled?51?6?$AA@" = comdat any

$"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = comdat any

$"??_C@_0BE@NBDGNCNJ@rethrowing?5nothing?6?$AA@" = comdat any

$"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0L@IHKDADLB@handled?51?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"handled 1\0A\00", comdat, align 1
@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 1
@"??_C@_0BE@NBDGNCNJ@rethrowing?5nothing?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"rethrowing nothing\0A\00", comdat, align 1
@"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  %4 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* %4, %eh.ThrowInfo* @_TI1H) #4
          to label %24 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IHKDADLB@handled?51?6?$AA@", i32 0, i32 0)) [ "funclet"(token %8) ]
  catchret from %8 to label %10

10:                                               ; preds = %7
  br label %11

11:                                               ; preds = %10
  invoke void @"?rethrow_nothing@@YAXXZ"()
          to label %21 unwind label %12

12:                                               ; preds = %11
  %13 = catchswitch within none [label %14] unwind label %22

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* null, i32 64, i8* null]
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@", i32 0, i32 0)) [ "funclet"(token %15) ]
          to label %17 unwind label %22

17:                                               ; preds = %14
  catchret from %15 to label %18

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18, %21
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #5
  %20 = load i32, i32* %1, align 4
  ret i32 %20

21:                                               ; preds = %11
  br label %19

22:                                               ; preds = %14, %12
  %23 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller

24:                                               ; preds = %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal void @"?rethrow_nothing@@YAXXZ"() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NBDGNCNJ@rethrowing?5nothing?6?$AA@", i32 0, i32 0))
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@", i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
