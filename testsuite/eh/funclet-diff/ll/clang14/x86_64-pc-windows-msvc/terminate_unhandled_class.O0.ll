; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor17 = type { i8**, i8*, [18 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$"??1Local@@QEAA@XZ" = comdat any

$"??1Failure@app@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_R0?AUFailure@app@@@8" = comdat any

$"_CT??_R0?AUFailure@app@@@84" = comdat any

$"_CTA1?AUFailure@app@@" = comdat any

$"_TI1?AUFailure@app@@" = comdat any

$"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@" = comdat any

$"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"never: const char*\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0?AUFailure@app@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { i8** @"??_7type_info@@6B@", i8* null, [18 x i8] c".?AUFailure@app@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUFailure@app@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUFailure@app@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUFailure@app@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"struct.app::Failure"*)* @"??1Failure@app@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUFailure@app@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"never: int\0A\00", comdat, align 1
@"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", comdat, align 1
@"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  store i32 0, i32* %1, align 4
  invoke void @"?run@@YAXXZ"()
          to label %12 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %13

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8* null]
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %6) ]
          to label %8 unwind label %13

8:                                                ; preds = %5
  catchret from %6 to label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9, %12
  store i32 0, i32* %1, align 4
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #4
  %11 = load i32, i32* %1, align 4
  ret i32 %11

12:                                               ; preds = %0
  br label %10

13:                                               ; preds = %5, %3
  %14 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?run@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 1
  %2 = alloca %"struct.app::Failure", align 4
  %3 = getelementptr inbounds %"struct.app::Failure", %"struct.app::Failure"* %2, i32 0, i32 0
  store i32 3, i32* %3, align 4
  %4 = bitcast %"struct.app::Failure"* %2 to i8*
  invoke void @_CxxThrowException(i8* %4, %eh.ThrowInfo* @"_TI1?AUFailure@app@@") #5
          to label %15 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %13

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@", i64 0, i64 0)) [ "funclet"(token %8) ]
          to label %10 unwind label %13

10:                                               ; preds = %7
  catchret from %8 to label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %11
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #4
  ret void

13:                                               ; preds = %7, %5
  %14 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Failure@app@@QEAA@XZ"(%"struct.app::Failure"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %"struct.app::Failure"*, align 8
  store %"struct.app::Failure"* %0, %"struct.app::Failure"** %2, align 8
  %3 = load %"struct.app::Failure"*, %"struct.app::Failure"** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
