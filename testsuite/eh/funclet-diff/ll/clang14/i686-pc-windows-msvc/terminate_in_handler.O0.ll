; ModuleID = 'terminate_in_handler.cpp'
source_filename = "terminate_in_handler.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Problem = type { i32 }

$"??_R0?AUProblem@@@8" = comdat any

$"_CT??_R0?AUProblem@@@84" = comdat any

$"_CTA1?AUProblem@@" = comdat any

$"_TI1?AUProblem@@" = comdat any

$"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUProblem@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUProblem@@\00" }, comdat
@"_CT??_R0?AUProblem@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUProblem@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUProblem@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUProblem@@@84"] }, section ".xdata", comdat
@"_TI1?AUProblem@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUProblem@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"handling %d, giving up\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Problem, align 4
  %3 = alloca %struct.Problem*, align 4
  store i32 0, i32* %1, align 4
  %4 = getelementptr inbounds %struct.Problem, %struct.Problem* %2, i32 0, i32 0
  store i32 4, i32* %4, align 4
  %5 = bitcast %struct.Problem* %2 to i8*
  invoke void @_CxxThrowException(i8* %5, %eh.ThrowInfo* @"_TI1?AUProblem@@") #3
          to label %15 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor13* @"??_R0?AUProblem@@@8", i32 8, %struct.Problem** %3]
  %10 = load %struct.Problem*, %struct.Problem** %3, align 4
  %11 = getelementptr inbounds %struct.Problem, %struct.Problem* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@", i32 0, i32 0), i32 noundef %12) [ "funclet"(token %9) ]
  call void @terminate() #4 [ "funclet"(token %9) ]
  unreachable

14:                                               ; No predecessors!
  ret i32 0

15:                                               ; preds = %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noreturn nounwind
declare dso_local void @terminate() #2

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
