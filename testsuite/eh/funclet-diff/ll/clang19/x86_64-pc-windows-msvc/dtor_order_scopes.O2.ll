; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = comdat any

$"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"ext %d\0A\00", comdat, align 1
@"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"T(%d)\0A\00", comdat, align 1
@"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", comdat, align 1
@"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"boom on %d\0A\00", comdat, align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  br label %6

5:                                                ; preds = %52
  ret i32 0

6:                                                ; preds = %0, %52
  %7 = phi i32 [ 0, %0 ], [ %53, %52 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %6
  store i32 40, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #3
          to label %45 unwind label %22

14:                                               ; preds = %6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5)
  %17 = icmp eq i32 %7, 1
  br i1 %17, label %18, label %29

18:                                               ; preds = %14
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@FLMFFLPJ@boom?5on?5?$CFd?6?$AA@", i32 noundef 6)
  store i32 6, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #3
          to label %21 unwind label %25

21:                                               ; preds = %18
  unreachable

22:                                               ; preds = %13
  %23 = cleanuppad within none []
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4) [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %35

25:                                               ; preds = %18
  %26 = cleanuppad within none []
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 6) [ "funclet"(token %26) ]
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5) [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %35

29:                                               ; preds = %14
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07KOPOKEKM@ext?5?$CFd?6?$AA@", i32 noundef 3)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06COOADPLL@T?$CI?$CFd?$CJ?6?$AA@", i32 noundef 7)
  store i32 70, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #3
          to label %45 unwind label %39

35:                                               ; preds = %25, %22
  %36 = cleanuppad within none []
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3) [ "funclet"(token %36) ]
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2) [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %42

39:                                               ; preds = %29
  %40 = cleanuppad within none []
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 7) [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %42

42:                                               ; preds = %39, %35
  %43 = cleanuppad within none []
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GPHELMAO@?$HOT?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1) [ "funclet"(token %43) ]
  cleanupret from %43 unwind label %46

45:                                               ; preds = %29, %13
  unreachable

46:                                               ; preds = %42
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @"??_R0H@8", i32 0, ptr %4]
  %50 = load i32, ptr %4, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %50) [ "funclet"(token %49) ]
  catchret from %49 to label %52

52:                                               ; preds = %48
  %53 = add nuw nsw i32 %7, 1
  %54 = icmp eq i32 %53, 3
  br i1 %54, label %5, label %6, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
