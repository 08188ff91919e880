; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@" = comdat any

$"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@" = linkonce_odr dso_local unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", comdat, align 1
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", comdat, align 1
@"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @"??_C@_0CM@JOANIIBD@noexcept?$CIsafe?$CI1?$CJ?$CJ?$DN?$CFd?5noexcept?$CIma@", i64 0, i64 0), i32 noundef 1, i64 noundef 0)
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %14, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = call noundef i32 @"?safe@@YAHH@Z"(i32 noundef %10) #5
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, i32* %2, align 4
  br label %14

14:                                               ; preds = %9
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  br label %6, !llvm.loop !4

17:                                               ; preds = %6
  %18 = load i32, i32* %2, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18)
  %20 = invoke noundef i32 @"?maybe@@YAHH@Z"(i32 noundef 3)
          to label %29 unwind label %21

21:                                               ; preds = %17
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %25 = load i32, i32* %4, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BOKIGHFG@maybe?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25) [ "funclet"(token %24) ]
  catchret from %24 to label %27

27:                                               ; preds = %23
  br label %28

28:                                               ; preds = %27, %29
  ret i32 0

29:                                               ; preds = %17
  br label %28
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?safe@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  %6 = invoke noundef i32 @"?inner@@YAHH@Z"(i32 noundef %5)
          to label %16 unwind label %7

7:                                                ; preds = %1
  %8 = catchswitch within none [label %9] unwind label %21

9:                                                ; preds = %7
  %10 = catchpad within %8 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %11 = load i32, i32* %4, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DNCCFNAE@safe?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11) [ "funclet"(token %10) ]
          to label %13 unwind label %21

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = sub nsw i32 0, %14
  store i32 %15, i32* %2, align 4
  catchret from %10 to label %17

16:                                               ; preds = %1
  store i32 %6, i32* %2, align 4
  br label %19

17:                                               ; preds = %13
  br label %19

18:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

19:                                               ; preds = %17, %16
  %20 = load i32, i32* %2, align 4
  ret i32 %20

21:                                               ; preds = %9, %7
  %22 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %22) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?maybe@@YAHH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"?inner@@YAHH@Z"(i32 noundef %3)
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?inner@@YAHH@Z"(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = srem i32 %4, 2
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %3, align 4
  %9 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #7
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

declare dso_local void @__std_terminate()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #4

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
