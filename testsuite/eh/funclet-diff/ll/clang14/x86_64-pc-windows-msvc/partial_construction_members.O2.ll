; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [20 x i8] c"Holder body (never)\00", align 1
@str.1 = private unnamed_addr constant [16 x i8] c"~Holder (never)\00", align 1
@str.2 = private unnamed_addr constant [15 x i8] c"~Outer (never)\00", align 1
@str.3 = private unnamed_addr constant [23 x i8] c"BodyThrows body throws\00", align 1
@str.4 = private unnamed_addr constant [20 x i8] c"~BodyThrows (never)\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Outer, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.BodyThrows, align 4
  %6 = alloca i32, align 4
  %7 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #5
  %8 = invoke noundef %struct.Holder* @"??0Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %1)
          to label %9 unwind label %23

9:                                                ; preds = %0
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.1, i64 0, i64 0)) #5
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 3, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !4
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %12) #5
  %14 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 2, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa !4
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %15) #5
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 1, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !4
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %18) #5
  %20 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 0, i32 0
  %21 = load i32, i32* %20, align 4, !tbaa !4
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %21) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #5
  br label %29

23:                                               ; preds = %0
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %27 = load i32, i32* %2, align 4, !tbaa !9
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27) [ "funclet"(token %26) ]
  catchret from %26 to label %29

29:                                               ; preds = %25, %9
  %30 = bitcast %struct.Outer* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %30) #5
  %31 = invoke noundef %struct.Outer* @"??0Outer@@QEAA@XZ"(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %3)
          to label %32 unwind label %43

32:                                               ; preds = %29
  %33 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.2, i64 0, i64 0)) #5
  %34 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i64 0, i32 2, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !4
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %35) #5
  %37 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i64 0, i32 1, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !4
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %38) #5
  %40 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i64 0, i32 0, i32 0
  %41 = load i32, i32* %40, align 4, !tbaa !4
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %41) #5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %30) #5
  br label %49

43:                                               ; preds = %29
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %47 = load i32, i32* %4, align 4, !tbaa !9
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %47) [ "funclet"(token %46) ]
  catchret from %46 to label %49

49:                                               ; preds = %45, %32
  %50 = bitcast %struct.BodyThrows* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %50) #5
  %51 = invoke noundef %struct.BodyThrows* @"??0BodyThrows@@QEAA@XZ"(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %5)
          to label %52 unwind label %60

52:                                               ; preds = %49
  %53 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.4, i64 0, i64 0)) #5
  %54 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i64 0, i32 1, i32 0
  %55 = load i32, i32* %54, align 4, !tbaa !4
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %55) #5
  %57 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i64 0, i32 0, i32 0
  %58 = load i32, i32* %57, align 4, !tbaa !4
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %58) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %50) #5
  br label %66

60:                                               ; preds = %49
  %61 = catchswitch within none [label %62] unwind to caller

62:                                               ; preds = %60
  %63 = catchpad within %61 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %64 = load i32, i32* %6, align 4, !tbaa !9
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %64) [ "funclet"(token %63) ]
  catchret from %63 to label %66

66:                                               ; preds = %62, %52
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Holder* @"??0Holder@@QEAA@XZ"(%struct.Holder* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0
  store i32 1, i32* %7, align 4, !tbaa !4
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %9 = load i32, i32* %7, align 4, !tbaa !4
  switch i32 %9, label %11 [
    i32 3, label %10
    i32 13, label %10
  ]

10:                                               ; preds = %1, %1
  store i32 %9, i32* %5, align 4, !tbaa !9
  call void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @_TI1H) #6
  unreachable

11:                                               ; preds = %1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6)
  %12 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12)
  %13 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, i32 0
  store i32 2, i32* %13, align 4, !tbaa !4
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  %15 = load i32, i32* %13, align 4, !tbaa !4
  switch i32 %15, label %18 [
    i32 3, label %16
    i32 13, label %16
  ]

16:                                               ; preds = %11, %11
  store i32 %15, i32* %4, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %17 unwind label %42

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12)
  %19 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19)
  %20 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 2, i32 0
  store i32 3, i32* %20, align 4, !tbaa !4
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 3)
  %22 = load i32, i32* %20, align 4, !tbaa !4
  switch i32 %22, label %25 [
    i32 3, label %23
    i32 13, label %23
  ]

23:                                               ; preds = %18, %18
  store i32 %22, i32* %3, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %24 unwind label %38

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %18
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19)
  %26 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26)
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 3, i32 0
  store i32 4, i32* %27, align 4, !tbaa !4
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 4)
  %29 = load i32, i32* %27, align 4, !tbaa !4
  switch i32 %29, label %32 [
    i32 3, label %30
    i32 13, label %30
  ]

30:                                               ; preds = %25, %25
  store i32 %29, i32* %2, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %26, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %31 unwind label %34

31:                                               ; preds = %30
  unreachable

32:                                               ; preds = %25
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26)
  %33 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i64 0, i64 0))
  ret %struct.Holder* %0

34:                                               ; preds = %30
  %35 = cleanuppad within none []
  %36 = load i32, i32* %20, align 4, !tbaa !4
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %36) #5 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %38

38:                                               ; preds = %23, %34
  %39 = cleanuppad within none []
  %40 = load i32, i32* %13, align 4, !tbaa !4
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %40) #5 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %42

42:                                               ; preds = %16, %38
  %43 = cleanuppad within none []
  %44 = load i32, i32* %7, align 4, !tbaa !4
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %44) #5 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.Outer* @"??0Outer@@QEAA@XZ"(%struct.Outer* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 0, i32 0
  store i32 11, i32* %6, align 4, !tbaa !4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 11)
  %8 = load i32, i32* %6, align 4, !tbaa !4
  switch i32 %8, label %10 [
    i32 3, label %9
    i32 13, label %9
  ]

9:                                                ; preds = %1, %1
  store i32 %8, i32* %4, align 4, !tbaa !9
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #6
  unreachable

10:                                               ; preds = %1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  %11 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  %12 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 1, i32 0
  store i32 12, i32* %12, align 4, !tbaa !4
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 12)
  %14 = load i32, i32* %12, align 4, !tbaa !4
  switch i32 %14, label %17 [
    i32 3, label %15
    i32 13, label %15
  ]

15:                                               ; preds = %10, %10
  store i32 %14, i32* %3, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %16 unwind label %29

16:                                               ; preds = %15
  unreachable

17:                                               ; preds = %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11)
  %18 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i64 0, i32 2, i32 0
  store i32 13, i32* %19, align 4, !tbaa !4
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 13)
  %21 = load i32, i32* %19, align 4, !tbaa !4
  switch i32 %21, label %24 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %17, %17
  store i32 %21, i32* %2, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %23 unwind label %25

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %17
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18)
  ret %struct.Outer* %0

25:                                               ; preds = %22
  %26 = cleanuppad within none []
  %27 = load i32, i32* %12, align 4, !tbaa !4
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %27) #5 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %29

29:                                               ; preds = %15, %25
  %30 = cleanuppad within none []
  %31 = load i32, i32* %6, align 4, !tbaa !4
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %31) #5 [ "funclet"(token %30) ]
  cleanupret from %30 unwind to caller
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.BodyThrows* @"??0BodyThrows@@QEAA@XZ"(%struct.BodyThrows* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  %6 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i64 0, i32 0, i32 0
  store i32 21, i32* %6, align 4, !tbaa !4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 21)
  %8 = load i32, i32* %6, align 4, !tbaa !4
  switch i32 %8, label %10 [
    i32 3, label %9
    i32 13, label %9
  ]

9:                                                ; preds = %1, %1
  store i32 %8, i32* %3, align 4, !tbaa !9
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #6
  unreachable

10:                                               ; preds = %1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  %11 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  %12 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i64 0, i32 1, i32 0
  store i32 22, i32* %12, align 4, !tbaa !4
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 22)
  %14 = load i32, i32* %12, align 4, !tbaa !4
  switch i32 %14, label %17 [
    i32 3, label %15
    i32 13, label %15
  ]

15:                                               ; preds = %10, %10
  store i32 %14, i32* %2, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %16 unwind label %24

16:                                               ; preds = %15
  unreachable

17:                                               ; preds = %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11)
  %18 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.3, i64 0, i64 0))
  store i32 23, i32* %4, align 4, !tbaa !9
  %19 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %19, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %28 unwind label %20

20:                                               ; preds = %17
  %21 = cleanuppad within none []
  %22 = load i32, i32* %12, align 4, !tbaa !4
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %22) #5 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %24

24:                                               ; preds = %15, %20
  %25 = cleanuppad within none []
  %26 = load i32, i32* %6, align 4, !tbaa !4
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %26) #5 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

28:                                               ; preds = %17
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"?AUMember@@", !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!6, !6, i64 0}
