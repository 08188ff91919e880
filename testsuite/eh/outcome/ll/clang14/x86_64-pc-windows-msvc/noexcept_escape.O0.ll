; ModuleID = 'noexcept_escape.cpp'
source_filename = "noexcept_escape.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Guard = type { i8 }

$"??1Guard@@QEAA@XZ" = comdat any

$"??_C@_06ODNDLLAM@start?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = comdat any

@"??_C@_06ODNDLLAM@start?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"start\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Guard\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ODNDLLAM@start?6?$AA@", i64 0, i64 0))
  %3 = call i32 @fflush(i8* noundef null)
  call void @"?h@@YAXH@Z"(i32 noundef 7) #5
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i64 0, i64 0))
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @fflush(i8* noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"?h@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  invoke void @"?f@@YAXH@Z"(i32 noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?f@@YAXH@Z"(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %4, align 4
  %9 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #7
          to label %13 unwind label %11

10:                                               ; preds = %1
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #5
  ret void

11:                                               ; preds = %7
  %12 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

13:                                               ; preds = %7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = invoke i32 @fflush(i8* noundef null)
          to label %7 unwind label %8

7:                                                ; preds = %5
  ret void

8:                                                ; preds = %5, %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
