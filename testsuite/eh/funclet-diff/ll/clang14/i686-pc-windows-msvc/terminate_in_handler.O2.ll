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

; Function Attrs: mustprogress norecurse noreturn
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Problem, align 4
  %2 = alloca %struct.Problem*, align 4
  %3 = getelementptr inbounds %struct.Problem, %struct.Problem* %1, i32 0, i32 0
  store i32 4, i32* %3, align 4, !tbaa !3
  %4 = bitcast %struct.Problem* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @"_TI1?AUProblem@@") #3
          to label %13 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor13* @"??_R0?AUProblem@@@8", i32 8, %struct.Problem** %2]
  %9 = load %struct.Problem*, %struct.Problem** %2, align 4, !tbaa !8
  %10 = getelementptr inbounds %struct.Problem, %struct.Problem* %9, i32 0, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !3
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@", i32 0, i32 0), i32 noundef %11) [ "funclet"(token %8) ]
  call void @terminate() #4 [ "funclet"(token %8) ]
  unreachable

13:                                               ; preds = %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare dso_local void @terminate() local_unnamed_addr #2

attributes #0 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUProblem@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
