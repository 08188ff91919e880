; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, [4 x i8], %struct.VB }
%struct.B1.base = type { %struct.Part, ptr }
%struct.B2.base = type { %struct.Part, ptr }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$"??0Top@@QEAA@XZ" = comdat any

$"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_8Top@@7BB1@@@" = comdat any

$"??_8Top@@7BB2@@@" = comdat any

$"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = comdat any

@fail_at = internal unnamed_addr global i32 0, align 4
@"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_8Top@@7BB1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 32], comdat, align 4
@"??_8Top@@7BB2@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 16], comdat, align 4
@"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.1 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.2 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Top, align 8
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 40
  br label %7

6:                                                ; preds = %28
  ret i32 0

7:                                                ; preds = %0, %28
  %8 = phi i32 [ 1, %0 ], [ %29, %28 ]
  store i32 %8, ptr @fail_at, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@", i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5
  %10 = invoke noundef ptr @"??0Top@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %1, i32 noundef 1)
          to label %11 unwind label %22

11:                                               ; preds = %7
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %14 = load i32, ptr %3, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %14)
  %16 = load i32, ptr %4, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %16)
  %18 = load i32, ptr %1, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %18)
  %20 = load i32, ptr %5, align 8
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %20)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5
  br label %28

22:                                               ; preds = %7
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"??_R0H@8", i32 0, ptr %2]
  %26 = load i32, ptr %2, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %26) [ "funclet"(token %25) ]
  catchret from %25 to label %28

28:                                               ; preds = %11, %24
  %29 = add nuw nsw i32 %8, 1
  %30 = icmp eq i32 %29, 6
  br i1 %30, label %6, label %7, !llvm.loop !4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Top@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr @"??_8Top@@7BB1@@@", ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr @"??_8Top@@7BB2@@@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 1, ptr %11, align 8
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  %13 = load i32, ptr %11, align 8
  %14 = load i32, ptr @fail_at, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  store i32 %13, ptr %6, align 4
  call void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #6
  unreachable

17:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  br label %18

18:                                               ; preds = %17, %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 2, ptr %0, align 8
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  %20 = load i32, ptr %0, align 8
  %21 = load i32, ptr @fail_at, align 4
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %18
  store i32 %20, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #6
          to label %24 unwind label %51

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 3, ptr %26, align 8
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  %28 = load i32, ptr %26, align 8
  %29 = load i32, ptr @fail_at, align 4
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %33

31:                                               ; preds = %25
  store i32 %28, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #6
          to label %32 unwind label %47

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %34 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 4, ptr %34, align 8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4)
  %36 = load i32, ptr %34, align 8
  %37 = load i32, ptr @fail_at, align 4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  store i32 %36, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %40 unwind label %43

40:                                               ; preds = %39
  unreachable

41:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %42 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret ptr %0

43:                                               ; preds = %39
  %44 = cleanuppad within none []
  %45 = load i32, ptr %26, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %45) [ "funclet"(token %44) ]
  cleanupret from %44 unwind label %47

47:                                               ; preds = %31, %43
  %48 = cleanuppad within none []
  %49 = load i32, ptr %0, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %49) [ "funclet"(token %48) ]
  cleanupret from %48 unwind label %51

51:                                               ; preds = %23, %47
  %52 = cleanuppad within none []
  br i1 %7, label %57, label %53

53:                                               ; preds = %51
  %54 = getelementptr inbounds i8, ptr %0, i64 40
  %55 = load i32, ptr %54, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %55) [ "funclet"(token %52) ]
  br label %57

57:                                               ; preds = %53, %51
  cleanupret from %52 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
