; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
@"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"try %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", comdat, align 1
@"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"caught int %d\0A\00", comdat, align 1
@"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"after try %d\0A\00", comdat, align 1
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*
  br label %8

4:                                                ; preds = %25
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %26)
  %6 = icmp ne i32 %26, 40
  %7 = zext i1 %6 to i32
  ret i32 %7

8:                                                ; preds = %0, %25
  %9 = phi i32 [ 0, %0 ], [ %28, %25 ]
  %10 = phi i32 [ 0, %0 ], [ %26, %25 ]
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9)
  %12 = icmp eq i32 %9, 2
  br i1 %12, label %15, label %13

13:                                               ; preds = %8
  %14 = mul nuw nsw i32 %9, 10
  store i32 %14, i32* %1, align 4, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @_TI1H) #2
          to label %30 unwind label %17

15:                                               ; preds = %8
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 2)
  br label %25

17:                                               ; preds = %13
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %21 = load i32, i32* %2, align 4, !tbaa !4
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %21) [ "funclet"(token %20) ]
  %23 = load i32, i32* %2, align 4, !tbaa !4
  %24 = add nsw i32 %23, %10
  catchret from %20 to label %25

25:                                               ; preds = %19, %15
  %26 = phi i32 [ %24, %19 ], [ %10, %15 ]
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9)
  %28 = add nuw nsw i32 %9, 1
  %29 = icmp eq i32 %28, 4
  br i1 %29, label %4, label %8, !llvm.loop !8

30:                                               ; preds = %13
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
