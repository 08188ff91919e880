; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$"??0Holder@@QEAA@XZ" = comdat any

$"??0Outer@@QEAA@XZ" = comdat any

$"??0BodyThrows@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [20 x i8] c"Holder body (never)\00", align 1
@str.1 = private unnamed_addr constant [16 x i8] c"~Holder (never)\00", align 1
@str.2 = private unnamed_addr constant [15 x i8] c"~Outer (never)\00", align 1
@str.3 = private unnamed_addr constant [23 x i8] c"BodyThrows body throws\00", align 1
@str.4 = private unnamed_addr constant [20 x i8] c"~BodyThrows (never)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Outer, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.BodyThrows, align 4
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  %7 = invoke noundef ptr @"??0Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %8 unwind label %21

8:                                                ; preds = %0
  %9 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %10 = getelementptr inbounds i8, ptr %1, i64 12
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %11)
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load i32, ptr %13, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %14)
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %17)
  %19 = load i32, ptr %1, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %19)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  br label %27

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0H@8", i32 0, ptr %2]
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %25) [ "funclet"(token %24) ]
  catchret from %24 to label %27

27:                                               ; preds = %23, %8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #5
  %28 = invoke noundef ptr @"??0Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %3)
          to label %29 unwind label %39

29:                                               ; preds = %27
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %31 = getelementptr inbounds i8, ptr %3, i64 8
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %32)
  %34 = getelementptr inbounds i8, ptr %3, i64 4
  %35 = load i32, ptr %34, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %35)
  %37 = load i32, ptr %3, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #5
  br label %45

39:                                               ; preds = %27
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"??_R0H@8", i32 0, ptr %4]
  %43 = load i32, ptr %4, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %43) [ "funclet"(token %42) ]
  catchret from %42 to label %45

45:                                               ; preds = %41, %29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  %46 = invoke noundef ptr @"??0BodyThrows@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5)
          to label %47 unwind label %54

47:                                               ; preds = %45
  %48 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  %49 = getelementptr inbounds i8, ptr %5, i64 4
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %50)
  %52 = load i32, ptr %5, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %52)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  br label %60

54:                                               ; preds = %45
  %55 = catchswitch within none [label %56] unwind to caller

56:                                               ; preds = %54
  %57 = catchpad within %55 [ptr @"??_R0H@8", i32 0, ptr %6]
  %58 = load i32, ptr %6, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %58) [ "funclet"(token %57) ]
  catchret from %57 to label %60

60:                                               ; preds = %56, %47
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 1, ptr %0, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  %7 = load i32, ptr %0, align 4
  switch i32 %7, label %9 [
    i32 3, label %8
    i32 13, label %8
  ]

8:                                                ; preds = %1, %1
  store i32 %7, ptr %5, align 4
  call void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #6
  unreachable

9:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 2, ptr %10, align 4
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  %12 = load i32, ptr %10, align 4
  switch i32 %12, label %15 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  store i32 %12, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #6
          to label %14 unwind label %37

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 3, ptr %16, align 4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  %18 = load i32, ptr %16, align 4
  switch i32 %18, label %21 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  store i32 %18, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %20 unwind label %33

20:                                               ; preds = %19
  unreachable

21:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %22 = getelementptr inbounds i8, ptr %0, i64 12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store i32 4, ptr %22, align 4
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4)
  %24 = load i32, ptr %22, align 4
  switch i32 %24, label %27 [
    i32 3, label %25
    i32 13, label %25
  ]

25:                                               ; preds = %21, %21
  store i32 %24, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #6
          to label %26 unwind label %29

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret ptr %0

29:                                               ; preds = %25
  %30 = cleanuppad within none []
  %31 = load i32, ptr %16, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %31) [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %33

33:                                               ; preds = %19, %29
  %34 = cleanuppad within none []
  %35 = load i32, ptr %10, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %35) [ "funclet"(token %34) ]
  cleanupret from %34 unwind label %37

37:                                               ; preds = %13, %33
  %38 = cleanuppad within none []
  %39 = load i32, ptr %0, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %39) [ "funclet"(token %38) ]
  cleanupret from %38 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Outer@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 11, ptr %0, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 11)
  %6 = load i32, ptr %0, align 4
  switch i32 %6, label %8 [
    i32 3, label %7
    i32 13, label %7
  ]

7:                                                ; preds = %1, %1
  store i32 %6, ptr %4, align 4
  call void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #6
  unreachable

8:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 12, ptr %9, align 4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 12)
  %11 = load i32, ptr %9, align 4
  switch i32 %11, label %14 [
    i32 3, label %12
    i32 13, label %12
  ]

12:                                               ; preds = %8, %8
  store i32 %11, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
          to label %13 unwind label %25

13:                                               ; preds = %12
  unreachable

14:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store i32 13, ptr %15, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 13)
  %17 = load i32, ptr %15, align 4
  switch i32 %17, label %20 [
    i32 3, label %18
    i32 13, label %18
  ]

18:                                               ; preds = %14, %14
  store i32 %17, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #6
          to label %19 unwind label %21

19:                                               ; preds = %18
  unreachable

20:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  ret ptr %0

21:                                               ; preds = %18
  %22 = cleanuppad within none []
  %23 = load i32, ptr %9, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %23) [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %25

25:                                               ; preds = %12, %21
  %26 = cleanuppad within none []
  %27 = load i32, ptr %0, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %27) [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0BodyThrows@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 21, ptr %0, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 21)
  %6 = load i32, ptr %0, align 4
  switch i32 %6, label %8 [
    i32 3, label %7
    i32 13, label %7
  ]

7:                                                ; preds = %1, %1
  store i32 %6, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #6
  unreachable

8:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store i32 22, ptr %9, align 4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 22)
  %11 = load i32, ptr %9, align 4
  switch i32 %11, label %14 [
    i32 3, label %12
    i32 13, label %12
  ]

12:                                               ; preds = %8, %8
  store i32 %11, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #6
          to label %13 unwind label %20

13:                                               ; preds = %12
  unreachable

14:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %15 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  store i32 23, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #6
          to label %24 unwind label %16

16:                                               ; preds = %14
  %17 = cleanuppad within none []
  %18 = load i32, ptr %9, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %18) [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %20

20:                                               ; preds = %12, %16
  %21 = cleanuppad within none []
  %22 = load i32, ptr %0, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %22) [ "funclet"(token %21) ]
  cleanupret from %21 unwind to caller

24:                                               ; preds = %14
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
