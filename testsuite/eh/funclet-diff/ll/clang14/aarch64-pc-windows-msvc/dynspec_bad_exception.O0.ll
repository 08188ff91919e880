; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor23 = type { i8**, i8*, [24 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%struct.B = type { i32 }

$"??1B@@QEAA@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AVbad_exception@std@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_09PCKGIOAD@never?3?5B?6?$AA@" = comdat any

$"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_09PAOADAFK@never?3?5A?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AVbad_exception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor23 { i8** @"??_7type_info@@6B@", i8* null, [24 x i8] c".?AVbad_exception@std@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_09PCKGIOAD@never?3?5B?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never: B\0A\00", comdat, align 8
@"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", comdat, align 8
@"??_C@_09PAOADAFK@never?3?5A?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never: A\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUB@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.B*)* @"??1B@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::bad_exception"*, align 8
  store i32 0, i32* %1, align 4
  %3 = call void ()* @set_unexpected(void ()* noundef @"?rethrow_handler@@YAXXZ") #5
  invoke void @"?spec@@YAXH@Z"(i32 noundef 5)
          to label %27 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6, label %12, label %23] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, i8* null]
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PAOADAFK@never?3?5A?6?$AA@", i64 0, i64 0)) [ "funclet"(token %7) ]
  catchret from %7 to label %9

9:                                                ; preds = %6
  br label %10

10:                                               ; preds = %9, %22, %26, %27
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
  ret i32 0

12:                                               ; preds = %4
  %13 = catchpad within %5 [%rtti.TypeDescriptor23* @"??_R0?AVbad_exception@std@@@8", i32 8, %"class.std::bad_exception"** %2]
  %14 = load %"class.std::bad_exception"*, %"class.std::bad_exception"** %2, align 8
  %15 = bitcast %"class.std::bad_exception"* %14 to %"class.std::exception"*
  %16 = bitcast %"class.std::exception"* %15 to i8* (%"class.std::exception"*)***
  %17 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %16, align 8
  %18 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %17, i64 1
  %19 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %18, align 8
  %20 = call noundef i8* %19(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %15) [ "funclet"(token %13) ]
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %20) [ "funclet"(token %13) ]
  catchret from %13 to label %22

22:                                               ; preds = %12
  br label %10

23:                                               ; preds = %4
  %24 = catchpad within %5 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, i8* null]
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PCKGIOAD@never?3?5B?6?$AA@", i64 0, i64 0)) [ "funclet"(token %24) ]
  catchret from %24 to label %26

26:                                               ; preds = %23
  br label %10

27:                                               ; preds = %0
  br label %10
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?rethrow_handler@@YAXXZ"() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@", i64 0, i64 0))
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?spec@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.B, align 4
  store i32 %0, i32* %2, align 4
  %4 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  %5 = load i32, i32* %2, align 4
  store i32 %5, i32* %4, align 4
  %6 = bitcast %struct.B* %3 to i8*
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @"_TI1?AUB@@") #6
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B@@QEAA@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
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
