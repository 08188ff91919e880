; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??1E@@QEAA@XZ" = comdat any

$"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUE@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUE@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", comdat, align 8
@"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", comdat, align 8
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [6 x i8] c"break\00", align 1
@str.1 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@str.2 = private unnamed_addr constant [9 x i8] c"continue\00", align 1
@str.3 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.E, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.E, align 4
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store i32 1, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUE@@") #5
          to label %14 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@", i32 noundef %10) [ "funclet"(token %8) ]
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %12, align 4
  catchret from %8 to label %15

14:                                               ; preds = %0
  unreachable

15:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@", i32 noundef %13)
  br label %17

17:                                               ; preds = %15, %38
  %18 = phi i32 [ 2, %15 ], [ %39, %38 ]
  store i32 %18, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #5
          to label %43 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0?AUE@@@8", i32 8, ptr %4]
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %23, align 4
  switch i32 %24, label %31 [
    i32 2, label %25
    i32 3, label %27
    i32 4, label %29
  ]

25:                                               ; preds = %21
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %22) ]
  br label %31

27:                                               ; preds = %21
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %22) ]
  br label %31

29:                                               ; preds = %21
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %22) ]
  br label %31

31:                                               ; preds = %21, %27, %29, %25
  %32 = phi i32 [ 4, %25 ], [ 5, %27 ], [ 2, %29 ], [ 0, %21 ]
  catchret from %22 to label %33

33:                                               ; preds = %31
  switch i32 %32, label %41 [
    i32 0, label %34
    i32 4, label %38
    i32 5, label %36
  ]

34:                                               ; preds = %33
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  br label %36

36:                                               ; preds = %34, %33
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@", i32 noundef %18)
  br label %38

38:                                               ; preds = %36, %33
  %39 = add nuw nsw i32 %18, 1
  %40 = icmp eq i32 %39, 6
  br i1 %40, label %41, label %17, !llvm.loop !4

41:                                               ; preds = %38, %33
  %42 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  ret i32 0

43:                                               ; preds = %17
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
