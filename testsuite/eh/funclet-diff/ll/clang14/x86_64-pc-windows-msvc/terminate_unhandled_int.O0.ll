; ModuleID = 'terminate_unhandled_int.cpp'
source_filename = "terminate_unhandled_int.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Local = type { i32 }

$"??0Local@@QEAA@H@Z" = comdat any

$"??1Local@@QEAA@XZ" = comdat any

$"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%d)\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"~Local(%d) (never)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  store i32 0, i32* %1, align 4
  %3 = call noundef %struct.Local* @"??0Local@@QEAA@H@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 100)
  invoke void @"?deep@@YAXH@Z"(i32 noundef 3)
          to label %4 unwind label %6

4:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #5
  %5 = load i32, i32* %1, align 4
  ret i32 %5

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #5 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Local* @"??0Local@@QEAA@H@Z"(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Local* %0, %struct.Local** %4, align 8
  %5 = load %struct.Local*, %struct.Local** %4, align 8
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?deep@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call noundef %struct.Local* @"??0Local@@QEAA@H@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  store i32 7, i32* %4, align 4
  %10 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @_TI1H) #6
          to label %17 unwind label %15

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = sub nsw i32 %12, 1
  invoke void @"?deep@@YAXH@Z"(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %11
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #5
  ret void

15:                                               ; preds = %11, %9
  %16 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

17:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
