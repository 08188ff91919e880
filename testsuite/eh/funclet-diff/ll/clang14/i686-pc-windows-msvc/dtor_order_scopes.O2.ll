; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = comdat any

$"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"ext %d\0A\00", comdat, align 1
@"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"T(%d)\0A\00", comdat, align 1
@"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", comdat, align 1
@"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"boom on %d\0A\00", comdat, align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %2 to i8*
  %6 = bitcast i32* %3 to i8*
  %7 = bitcast i32* %1 to i8*
  br label %9

8:                                                ; preds = %55
  ret i32 0

9:                                                ; preds = %0, %55
  %10 = phi i32 [ 0, %0 ], [ %56, %55 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 1)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 3)
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 4)
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  store i32 40, i32* %2, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #3
          to label %48 unwind label %25

17:                                               ; preds = %9
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 4) #4
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5)
  %20 = icmp eq i32 %10, 1
  br i1 %20, label %21, label %32

21:                                               ; preds = %17
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 6)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 6)
  store i32 6, i32* %1, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @_TI1H) #3
          to label %24 unwind label %28

24:                                               ; preds = %21
  unreachable

25:                                               ; preds = %16
  %26 = cleanuppad within none []
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 4) #4 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %38

28:                                               ; preds = %21
  %29 = cleanuppad within none []
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 6) #4 [ "funclet"(token %29) ]
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5) #4 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %38

32:                                               ; preds = %17
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 3)
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5) #4
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 3) #4
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2) #4
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 7)
  store i32 70, i32* %3, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @_TI1H) #3
          to label %48 unwind label %42

38:                                               ; preds = %28, %25
  %39 = cleanuppad within none []
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 3) #4 [ "funclet"(token %39) ]
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2) #4 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %45

42:                                               ; preds = %32
  %43 = cleanuppad within none []
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 7) #4 [ "funclet"(token %43) ]
  cleanupret from %43 unwind label %45

45:                                               ; preds = %42, %38
  %46 = cleanuppad within none []
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 1) #4 [ "funclet"(token %46) ]
  cleanupret from %46 unwind label %49

48:                                               ; preds = %32, %16
  unreachable

49:                                               ; preds = %45
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %53 = load i32, i32* %4, align 4, !tbaa !3
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %53) [ "funclet"(token %52) ]
  catchret from %52 to label %55

55:                                               ; preds = %51
  %56 = add nuw nsw i32 %10, 1
  %57 = icmp eq i32 %56, 3
  br i1 %57, label %8, label %9, !llvm.loop !7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }
attributes #4 = { nounwind }

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
