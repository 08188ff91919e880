; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = comdat any

$"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"try %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", comdat, align 8
@"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"caught int %d\0A\00", comdat, align 8
@"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"after try %d\0A\00", comdat, align 8
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %35, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %39

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
          to label %12 unwind label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = icmp ne i32 %13, 2
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  %17 = mul nsw i32 %16, 10
  store i32 %17, i32* %4, align 4
  %18 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @_TI1H) #2
          to label %46 unwind label %22

19:                                               ; preds = %12
  %20 = load i32, i32* %3, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20)
          to label %38 unwind label %22

22:                                               ; preds = %19, %15, %9
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %26 = load i32, i32* %5, align 4
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %26) [ "funclet"(token %25) ]
  %28 = load i32, i32* %5, align 4
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %2, align 4
  catchret from %25 to label %31

31:                                               ; preds = %24
  br label %32

32:                                               ; preds = %31, %38
  %33 = load i32, i32* %3, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33)
  br label %35

35:                                               ; preds = %32
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %6, !llvm.loop !8

38:                                               ; preds = %19
  br label %32

39:                                               ; preds = %6
  %40 = load i32, i32* %2, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %40)
  %42 = load i32, i32* %2, align 4
  %43 = icmp eq i32 %42, 40
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i32 0, i32 1
  ret i32 %45

46:                                               ; preds = %15
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noreturn }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
