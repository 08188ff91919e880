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

; Function Attrs: mustprogress norecurse
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  br label %7

3:                                                ; preds = %24
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i32 noundef %25)
  %5 = icmp ne i32 %25, 40
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %24
  %8 = phi i32 [ 0, %0 ], [ %27, %24 ]
  %9 = phi i32 [ 0, %0 ], [ %25, %24 ]
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@", i32 noundef %8)
  %11 = icmp eq i32 %8, 2
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = mul nuw nsw i32 %8, 10
  store i32 %13, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #2
          to label %29 unwind label %16

14:                                               ; preds = %7
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@", i32 noundef 2)
  br label %24

16:                                               ; preds = %12
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0H@8", i32 0, ptr %2]
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@", i32 noundef %20) [ "funclet"(token %19) ]
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, %9
  catchret from %19 to label %24

24:                                               ; preds = %18, %14
  %25 = phi i32 [ %23, %18 ], [ %9, %14 ]
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@", i32 noundef %8)
  %27 = add nuw nsw i32 %8, 1
  %28 = icmp eq i32 %27, 4
  br i1 %28, label %3, label %7, !llvm.loop !4

29:                                               ; preds = %12
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
