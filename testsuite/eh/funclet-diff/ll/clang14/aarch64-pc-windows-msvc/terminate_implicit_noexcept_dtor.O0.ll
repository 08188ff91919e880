; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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

@"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"leaving scope\0A\00", comdat, align 8
@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 8
@"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  store i32 0, i32* %1, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@", i64 0, i64 0))
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @"??1Implicit@@QEAA@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3
  br label %13

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call void @"??1Implicit@@QEAA@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3 [ "funclet"(token %6) ]
  cleanupret from %6 unwind label %7

7:                                                ; preds = %5
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* null, i32 64, i8* null]
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@", i64 0, i64 0)) [ "funclet"(token %10) ]
  catchret from %10 to label %12

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %12, %4
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Implicit@@QEAA@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Implicit*, align 8
  %3 = alloca i32, align 4
  store %struct.Implicit* %0, %struct.Implicit** %2, align 8
  %4 = load %struct.Implicit*, %struct.Implicit** %2, align 8
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@", i64 0, i64 0))
          to label %6 unwind label %9

6:                                                ; preds = %1
  store i32 5, i32* %3, align 4
  %7 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1H) #4
          to label %8 unwind label %9

8:                                                ; preds = %6
  unreachable

9:                                                ; preds = %6, %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %10) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

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
