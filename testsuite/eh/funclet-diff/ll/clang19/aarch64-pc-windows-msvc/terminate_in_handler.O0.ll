; ModuleID = 'terminate_in_handler.cpp'
source_filename = "terminate_in_handler.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Problem = type { i32 }

$"??_R0?AUProblem@@@8" = comdat any

$"_CT??_R0?AUProblem@@@84" = comdat any

$"_CTA1?AUProblem@@" = comdat any

$"_TI1?AUProblem@@" = comdat any

$"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUProblem@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUProblem@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUProblem@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUProblem@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUProblem@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUProblem@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUProblem@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUProblem@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"handling %d, giving up\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Problem, align 4
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %4 = getelementptr inbounds %struct.Problem, ptr %2, i32 0, i32 0
  store i32 4, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUProblem@@") #3
          to label %14 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0?AUProblem@@@8", i32 8, ptr %3]
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Problem, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@DLAFOAAH@handling?5?$CFd?0?5giving?5up?6?$AA@", i32 noundef %11) [ "funclet"(token %8) ]
  call void @terminate() #4 [ "funclet"(token %8) ]
  unreachable

13:                                               ; No predecessors!
  ret i32 0

14:                                               ; preds = %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noreturn nounwind
declare dso_local void @terminate() #2

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noreturn }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
