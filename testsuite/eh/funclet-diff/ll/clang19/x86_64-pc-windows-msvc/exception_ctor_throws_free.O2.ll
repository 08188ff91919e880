; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Inner = type { i32 }
%struct.Outer = type { i32 }

$"??0Outer@@QEAA@AEBU0@@Z" = comdat any

$"??1Outer@@QEAA@XZ" = comdat any

$"??_R0?AUOuter@@@8" = comdat any

$"??_R0?AUInner@@@8" = comdat any

$"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUOuter@@" = comdat any

$"_TI1?AUOuter@@" = comdat any

$"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUInner@@@84" = comdat any

$"_CTA1?AUInner@@" = comdat any

$"_TI1?AUInner@@" = comdat any

$"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUOuter@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUOuter@@\00" }, comdat
@"??_R0?AUInner@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUInner@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUOuter@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Outer@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUOuter@@@8??0Outer@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Outer@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUOuter@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", comdat, align 1
@"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", comdat, align 1
@"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", comdat, align 1
@"_CT??_R0?AUInner@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUInner@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUInner@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUInner@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", comdat, align 1
@"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", comdat, align 1
@str.1 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Inner, align 4
  %2 = alloca %struct.Inner, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Outer, align 4
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 noundef -1)
  store i32 -1, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUInner@@") #6
          to label %8 unwind label %9

8:                                                ; preds = %0
  unreachable

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11, label %18] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr null]
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %12) ]
  catchret from %12 to label %14

14:                                               ; preds = %11, %18
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5)
  store i32 50, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUInner@@") #6
          to label %17 unwind label %23

17:                                               ; preds = %14
  unreachable

18:                                               ; preds = %9
  %19 = catchpad within %10 [ptr @"??_R0?AUInner@@@8", i32 8, ptr %3]
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 noundef %21) [ "funclet"(token %19) ]
  catchret from %19 to label %14

23:                                               ; preds = %14
  %24 = cleanuppad within none []
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 noundef 5) [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %26

26:                                               ; preds = %23
  %27 = catchswitch within none [label %28, label %41] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr null]
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %29) ]
  catchret from %29 to label %31

31:                                               ; preds = %28, %41
  store i32 2, ptr %5, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUOuter@@") #6
          to label %46 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0?AUOuter@@@8", i32 8, ptr %6]
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@", i32 noundef %38) [ "funclet"(token %36) ]
  catchret from %36 to label %40

40:                                               ; preds = %35
  ret i32 0

41:                                               ; preds = %26
  %42 = catchpad within %27 [ptr @"??_R0?AUInner@@@8", i32 8, ptr %4]
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 noundef %44) [ "funclet"(token %42) ]
  catchret from %42 to label %31

46:                                               ; preds = %31
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Outer@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Inner, align 4
  %4 = load i32, ptr %1, align 4
  store i32 %4, ptr %0, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %4)
  %6 = load i32, ptr %0, align 4
  %7 = icmp eq i32 %6, 5
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store i32 50, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUInner@@") #6
  unreachable

9:                                                ; preds = %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
