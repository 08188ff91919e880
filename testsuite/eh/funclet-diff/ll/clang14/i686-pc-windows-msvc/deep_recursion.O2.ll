; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

$"??_R0H@8" = comdat any

$"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@destroyed = internal unnamed_addr global i32 0, align 4
@"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", comdat, align 1
@rethrows = internal unnamed_addr global i32 0, align 4
@"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = invoke fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef 1)
          to label %11 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %1]
  %8 = load i32, i32* @destroyed, align 4, !tbaa !3
  %9 = load i32, i32* %1, align 4, !tbaa !3
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9, i32 noundef %8) [ "funclet"(token %7) ]
  catchret from %7 to label %11

11:                                               ; preds = %0, %6
  %12 = invoke fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef 0)
          to label %20 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %17 = load i32, i32* @rethrows, align 4, !tbaa !3
  %18 = load i32, i32* %2, align 4, !tbaa !3
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@", i32 0, i32 0), i32 noundef %18, i32 noundef %17) [ "funclet"(token %16) ]
  catchret from %16 to label %20

20:                                               ; preds = %11, %15
  ret i32 0
}

; Function Attrs: noinline
define internal fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 10000
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  store i32 10000, i32* %2, align 4, !tbaa !3
  %5 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #4
          to label %21 unwind label %15

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef %7)
          to label %9 unwind label %15

9:                                                ; preds = %6
  %10 = add nsw i32 %8, 1
  %11 = icmp slt i32 %0, 1
  %12 = select i1 %11, i32 1000000, i32 1
  %13 = load i32, i32* @destroyed, align 4, !tbaa !3
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* @destroyed, align 4, !tbaa !3
  ret i32 %10

15:                                               ; preds = %6, %4
  %16 = cleanuppad within none []
  %17 = icmp slt i32 %0, 1
  %18 = select i1 %17, i32 1000000, i32 1
  %19 = load i32, i32* @destroyed, align 4, !tbaa !3
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* @destroyed, align 4, !tbaa !3
  cleanupret from %16 unwind to caller

21:                                               ; preds = %4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 300
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  store i32 -300, i32* %2, align 4, !tbaa !3
  %5 = bitcast i32* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #4
  unreachable

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef %7)
          to label %15 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* null, i32 64, i8* null]
  %13 = load i32, i32* @rethrows, align 4, !tbaa !3
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @rethrows, align 4, !tbaa !3
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4 [ "funclet"(token %12) ]
  unreachable

15:                                               ; preds = %6
  %16 = add nsw i32 %8, 1
  ret i32 %16
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
