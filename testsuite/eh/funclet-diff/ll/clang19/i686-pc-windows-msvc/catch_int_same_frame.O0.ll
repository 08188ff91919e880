; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??_R0H@8" = comdat any

$"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = comdat any

$"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"try %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", comdat, align 1
@"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"caught int %d\0A\00", comdat, align 1
@"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"after try %d\0A\00", comdat, align 1
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %34, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %38

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@", i32 noundef %10)
          to label %12 unwind label %21

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = icmp ne i32 %13, 2
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = mul nsw i32 %16, 10
  store i32 %17, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #2
          to label %45 unwind label %21

18:                                               ; preds = %12
  %19 = load i32, ptr %3, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@", i32 noundef %19)
          to label %37 unwind label %21

21:                                               ; preds = %18, %15, %9
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0H@8", i32 0, ptr %5]
  %25 = load i32, ptr %5, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@", i32 noundef %25) [ "funclet"(token %24) ]
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %2, align 4
  catchret from %24 to label %30

30:                                               ; preds = %23
  br label %31

31:                                               ; preds = %30, %37
  %32 = load i32, ptr %3, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@", i32 noundef %32)
  br label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %3, align 4
  br label %6, !llvm.loop !5

37:                                               ; preds = %18
  br label %31

38:                                               ; preds = %6
  %39 = load i32, ptr %2, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i32 noundef %39)
  %41 = load i32, ptr %2, align 4
  %42 = icmp eq i32 %41, 40
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 0, i32 1
  ret i32 %44

45:                                               ; preds = %15
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
