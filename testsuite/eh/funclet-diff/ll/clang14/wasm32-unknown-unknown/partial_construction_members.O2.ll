; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [20 x i8] c"Holder body (never)\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"~Holder (never)\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"~Outer (never)\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"BodyThrows body throws\00", align 1
@str.11 = private unnamed_addr constant [20 x i8] c"~BodyThrows (never)\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  %4 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #3
  %5 = invoke noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %1)
          to label %6 unwind label %20

6:                                                ; preds = %0
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i32 0, i32 0)) #3
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 3, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !2
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9) #3
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 2, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %12) #3
  %14 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %15) #3
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !2
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %18) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #3
  br label %34

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTIi to i8*)]
  %24 = call i8* @llvm.wasm.get.exception(token %23)
  %25 = call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %33

28:                                               ; preds = %22
  %29 = call i8* @__cxa_begin_catch(i8* %24) #3 [ "funclet"(token %23) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !7
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %31) [ "funclet"(token %23) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %23) ]
  catchret from %23 to label %34

33:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %23) ]
  unreachable

34:                                               ; preds = %28, %6
  %35 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %35) #3
  %36 = invoke noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %2)
          to label %37 unwind label %48

37:                                               ; preds = %34
  %38 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.9, i32 0, i32 0)) #3
  %39 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  %40 = load i32, i32* %39, align 4, !tbaa !2
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %40) #3
  %42 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1, i32 0
  %43 = load i32, i32* %42, align 4, !tbaa !2
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %43) #3
  %45 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 0
  %46 = load i32, i32* %45, align 4, !tbaa !2
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %46) #3
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %35) #3
  br label %62

48:                                               ; preds = %34
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast (i8** @_ZTIi to i8*)]
  %52 = call i8* @llvm.wasm.get.exception(token %51)
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = call i8* @__cxa_begin_catch(i8* %52) #3 [ "funclet"(token %51) ]
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %59) [ "funclet"(token %51) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %51) ]
  catchret from %51 to label %62

61:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %51) ]
  unreachable

62:                                               ; preds = %56, %37
  %63 = bitcast %struct.BodyThrows* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63) #3
  %64 = invoke noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %3)
          to label %65 unwind label %73

65:                                               ; preds = %62
  %66 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.11, i32 0, i32 0)) #3
  %67 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 1, i32 0
  %68 = load i32, i32* %67, align 4, !tbaa !2
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %68) #3
  %70 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 0, i32 0
  %71 = load i32, i32* %70, align 4, !tbaa !2
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %71) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #3
  br label %87

73:                                               ; preds = %62
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [i8* bitcast (i8** @_ZTIi to i8*)]
  %77 = call i8* @llvm.wasm.get.exception(token %76)
  %78 = call i32 @llvm.wasm.get.ehselector(token %76)
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %75
  %82 = call i8* @__cxa_begin_catch(i8* %77) #3 [ "funclet"(token %76) ]
  %83 = bitcast i8* %82 to i32*
  %84 = load i32, i32* %83, align 4, !tbaa !7
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %84) [ "funclet"(token %76) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %76) ]
  catchret from %76 to label %87

86:                                               ; preds = %75
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %76) ]
  unreachable

87:                                               ; preds = %81, %65
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !2
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !2
  store i32 %8, i32* %7, align 16, !tbaa !7
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, i32 0
  store i32 2, i32* %10, align 4, !tbaa !2
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %12 = load i32, i32* %10, align 4, !tbaa !2
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !2
  store i32 %16, i32* %15, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %17 unwind label %46

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 2, i32 0
  store i32 3, i32* %19, align 4, !tbaa !2
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %21 = load i32, i32* %19, align 4, !tbaa !2
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !2
  store i32 %25, i32* %24, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %26 unwind label %42

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 3, i32 0
  store i32 4, i32* %28, align 4, !tbaa !2
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 4)
  %30 = load i32, i32* %28, align 4, !tbaa !2
  switch i32 %30, label %36 [
    i32 3, label %31
    i32 13, label %31
  ]

31:                                               ; preds = %27, %27
  %32 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %28, align 4, !tbaa !2
  store i32 %34, i32* %33, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %32, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %35 unwind label %38

35:                                               ; preds = %31
  unreachable

36:                                               ; preds = %27
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i32 0, i32 0))
  ret %struct.Holder* %0

38:                                               ; preds = %31
  %39 = cleanuppad within none []
  %40 = load i32, i32* %19, align 4, !tbaa !2
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %40) #3 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %42

42:                                               ; preds = %22, %38
  %43 = cleanuppad within none []
  %44 = load i32, i32* %10, align 4, !tbaa !2
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %44) #3 [ "funclet"(token %43) ]
  cleanupret from %43 unwind label %46

46:                                               ; preds = %13, %42
  %47 = cleanuppad within none []
  %48 = load i32, i32* %2, align 4, !tbaa !2
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %48) #3 [ "funclet"(token %47) ]
  cleanupret from %47 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0, i32 0
  store i32 11, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 11)
  %4 = load i32, i32* %2, align 4, !tbaa !2
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !2
  store i32 %8, i32* %7, align 16, !tbaa !7
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 1, i32 0
  store i32 12, i32* %10, align 4, !tbaa !2
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 12)
  %12 = load i32, i32* %10, align 4, !tbaa !2
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !2
  store i32 %16, i32* %15, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %17 unwind label %32

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 2, i32 0
  store i32 13, i32* %19, align 4, !tbaa !2
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 13)
  %21 = load i32, i32* %19, align 4, !tbaa !2
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !2
  store i32 %25, i32* %24, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %26 unwind label %28

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  ret %struct.Outer* %0

28:                                               ; preds = %22
  %29 = cleanuppad within none []
  %30 = load i32, i32* %10, align 4, !tbaa !2
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30) #3 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %32

32:                                               ; preds = %13, %28
  %33 = cleanuppad within none []
  %34 = load i32, i32* %2, align 4, !tbaa !2
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %34) #3 [ "funclet"(token %33) ]
  cleanupret from %33 unwind to caller
}

define linkonce_odr hidden noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 0, i32 0
  store i32 21, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 21)
  %4 = load i32, i32* %2, align 4, !tbaa !2
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !2
  store i32 %8, i32* %7, align 16, !tbaa !7
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 1, i32 0
  store i32 22, i32* %10, align 4, !tbaa !2
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 22)
  %12 = load i32, i32* %10, align 4, !tbaa !2
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !2
  store i32 %16, i32* %15, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %17 unwind label %26

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0))
  %20 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %21 = bitcast i8* %20 to i32*
  store i32 23, i32* %21, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %30 unwind label %22

22:                                               ; preds = %18
  %23 = cleanuppad within none []
  %24 = load i32, i32* %10, align 4, !tbaa !2
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %24) #3 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %26

26:                                               ; preds = %13, %22
  %27 = cleanuppad within none []
  %28 = load i32, i32* %2, align 4, !tbaa !2
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %28) #3 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

30:                                               ; preds = %18
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS6Member", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
