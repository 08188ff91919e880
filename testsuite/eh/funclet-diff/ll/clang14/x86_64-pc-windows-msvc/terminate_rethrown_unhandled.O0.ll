; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Local = type { i8* }
%struct.Lost = type { i32 }

$"??0Local@@QEAA@PEBD@Z" = comdat any

$"??1Local@@QEAA@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AULost@@@8" = comdat any

$"_CT??_R0?AULost@@@84" = comdat any

$"_CTA1?AULost@@" = comdat any

$"_TI1?AULost@@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AULost@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AULost@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AULost@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULost@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AULost@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AULost@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AULost@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AULost@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 8
  store i32 0, i32* %1, align 4
  %3 = call noundef %struct.Local* @"??0Local@@QEAA@PEBD@Z"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0))
  invoke void @"?middle@@YAXXZ"()
          to label %4 unwind label %6

4:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2) #4
  %5 = load i32, i32* %1, align 4
  ret i32 %5

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Local* @"??0Local@@QEAA@PEBD@Z"(%struct.Local* noundef nonnull returned align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Local*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.Local* %0, %struct.Local** %4, align 8
  %5 = load %struct.Local*, %struct.Local** %4, align 8
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %6, align 8
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = call noundef %struct.Local* @"??0Local@@QEAA@PEBD@Z"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0))
  invoke void @"?thrower@@YAXXZ"()
          to label %9 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %11

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* null, i32 64, i8* null]
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@", i64 0, i64 0)) [ "funclet"(token %6) ]
          to label %8 unwind label %11

8:                                                ; preds = %5
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %6) ]
          to label %13 unwind label %11

9:                                                ; preds = %0
  br label %10

10:                                               ; preds = %9
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #4
  ret void

11:                                               ; preds = %8, %5, %3
  %12 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

13:                                               ; preds = %8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = alloca %struct.Lost, align 4
  %3 = call noundef %struct.Local* @"??0Local@@QEAA@PEBD@Z"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i64 0, i64 0))
  %4 = getelementptr inbounds %struct.Lost, %struct.Lost* %2, i32 0, i32 0
  store i32 1, i32* %4, align 4
  %5 = bitcast %struct.Lost* %2 to i8*
  invoke void @_CxxThrowException(i8* %5, %eh.ThrowInfo* @"_TI1?AULost@@") #5
          to label %8 unwind label %6

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

8:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
