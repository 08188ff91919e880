; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = comdat any

$"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", comdat, align 1
@"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", comdat, align 1
@"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"main handler %d\0A\00", comdat, align 1
@"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", comdat, align 1
@"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", comdat, align 1
@"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", comdat, align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@", i32 noundef 10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 5, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #4
          to label %20 unwind label %10

10:                                               ; preds = %0
  %11 = cleanuppad within none []
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %13

13:                                               ; preds = %10
  %14 = catchswitch within none [label %15] unwind label %40

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"??_R0H@8", i32 0, ptr %4]
  %17 = load i32, ptr %4, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@", i32 noundef %17) [ "funclet"(token %16) ]
  %19 = load i32, ptr %4, align 4
  catchret from %16 to label %21

20:                                               ; preds = %0
  unreachable

21:                                               ; preds = %15
  %22 = sub nsw i32 0, %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@", i32 noundef %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@", i32 noundef 2)
  store i32 2, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #4
          to label %32 unwind label %25

25:                                               ; preds = %21
  %26 = catchswitch within none [label %27] unwind label %33

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %2]
  %29 = load i32, ptr %2, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@", i32 noundef %29) [ "funclet"(token %28) ]
  invoke void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %28) ]
          to label %31 unwind label %33

31:                                               ; preds = %27
  unreachable

32:                                               ; preds = %21
  unreachable

33:                                               ; preds = %27, %25
  %34 = catchswitch within none [label %35] unwind label %40

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0H@8", i32 0, ptr %5]
  %37 = load i32, ptr %5, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@", i32 noundef %37) [ "funclet"(token %36) ]
  catchret from %36 to label %39

39:                                               ; preds = %35
  store i32 99, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #4
          to label %47 unwind label %40

40:                                               ; preds = %13, %39, %33
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @"??_R0H@8", i32 0, ptr %7]
  %44 = load i32, ptr %7, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@", i32 noundef %44) [ "funclet"(token %43) ]
  catchret from %43 to label %46

46:                                               ; preds = %42
  ret i32 3

47:                                               ; preds = %39
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
