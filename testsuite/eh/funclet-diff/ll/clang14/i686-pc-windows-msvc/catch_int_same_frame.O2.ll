; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

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
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", comdat, align 1
@"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"caught int %d\0A\00", comdat, align 1
@"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"after try %d\0A\00", comdat, align 1
@"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"total %d\0A\00", comdat, align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*
  br label %8

4:                                                ; preds = %25
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PJPMBAHK@total?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %26)
  %6 = icmp ne i32 %26, 40
  %7 = zext i1 %6 to i32
  ret i32 %7

8:                                                ; preds = %0, %25
  %9 = phi i32 [ 0, %0 ], [ %28, %25 ]
  %10 = phi i32 [ 0, %0 ], [ %26, %25 ]
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GABNJIJ@try?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9)
  %12 = icmp eq i32 %9, 2
  br i1 %12, label %15, label %13

13:                                               ; preds = %8
  %14 = mul nuw nsw i32 %9, 10
  store i32 %14, i32* %1, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @_TI1H) #2
          to label %30 unwind label %17

15:                                               ; preds = %8
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DADOLGLJ@no?5throw?5at?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 2)
  br label %25

17:                                               ; preds = %13
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %21 = load i32, i32* %2, align 4, !tbaa !3
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GBGKBPHA@caught?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %21) [ "funclet"(token %20) ]
  %23 = load i32, i32* %2, align 4, !tbaa !3
  %24 = add nsw i32 %23, %10
  catchret from %20 to label %25

25:                                               ; preds = %19, %15
  %26 = phi i32 [ %24, %19 ], [ %10, %15 ]
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@HLNOEDAM@after?5try?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9)
  %28 = add nuw nsw i32 %9, 1
  %29 = icmp eq i32 %28, 4
  br i1 %29, label %4, label %8, !llvm.loop !7

30:                                               ; preds = %13
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
