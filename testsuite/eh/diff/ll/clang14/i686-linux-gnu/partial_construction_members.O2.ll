; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  %4 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #6
  invoke void @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %1)
          to label %5 unwind label %19

5:                                                ; preds = %0
  %6 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i32 0, i32 0)) #6
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 3, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !6
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %8) #6
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 2, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %11) #6
  %13 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, i32 0
  %14 = load i32, i32* %13, align 4, !tbaa !6
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %14) #6
  %16 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !6
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %17) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #6
  br label %30

19:                                               ; preds = %0
  %20 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #6
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %76

24:                                               ; preds = %19
  %25 = extractvalue { i8*, i32 } %20, 0
  %26 = call i8* @__cxa_begin_catch(i8* %25) #6
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !11
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %28)
  call void @__cxa_end_catch() #6
  br label %30

30:                                               ; preds = %24, %5
  %31 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %31) #6
  invoke void @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %2)
          to label %32 unwind label %43

32:                                               ; preds = %30
  %33 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.9, i32 0, i32 0)) #6
  %34 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !6
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %35) #6
  %37 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !6
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %38) #6
  %40 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 0
  %41 = load i32, i32* %40, align 4, !tbaa !6
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %41) #6
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %31) #6
  br label %54

43:                                               ; preds = %30
  %44 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %45 = extractvalue { i8*, i32 } %44, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %31) #6
  %46 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %76

48:                                               ; preds = %43
  %49 = extractvalue { i8*, i32 } %44, 0
  %50 = call i8* @__cxa_begin_catch(i8* %49) #6
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !11
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %52)
  call void @__cxa_end_catch() #6
  br label %54

54:                                               ; preds = %48, %32
  %55 = bitcast %struct.BodyThrows* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %55) #6
  invoke void @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %3)
          to label %56 unwind label %64

56:                                               ; preds = %54
  %57 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.11, i32 0, i32 0)) #6
  %58 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 1, i32 0
  %59 = load i32, i32* %58, align 4, !tbaa !6
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %59) #6
  %61 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 0, i32 0
  %62 = load i32, i32* %61, align 4, !tbaa !6
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %62) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55) #6
  br label %75

64:                                               ; preds = %54
  %65 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %66 = extractvalue { i8*, i32 } %65, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55) #6
  %67 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %76

69:                                               ; preds = %64
  %70 = extractvalue { i8*, i32 } %65, 0
  %71 = call i8* @__cxa_begin_catch(i8* %70) #6
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 4, !tbaa !11
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %73)
  call void @__cxa_end_catch() #6
  br label %75

75:                                               ; preds = %69, %56
  ret i32 0

76:                                               ; preds = %64, %43, %19
  %77 = phi { i8*, i32 } [ %65, %64 ], [ %44, %43 ], [ %20, %19 ]
  resume { i8*, i32 } %77
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !6
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !6
  store i32 %8, i32* %7, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, i32 0
  store i32 2, i32* %10, align 4, !tbaa !6
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %12 = load i32, i32* %10, align 4, !tbaa !6
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !6
  store i32 %16, i32* %15, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %38

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 2, i32 0
  store i32 3, i32* %19, align 4, !tbaa !6
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %21 = load i32, i32* %19, align 4, !tbaa !6
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !6
  store i32 %25, i32* %24, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %26 unwind label %40

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 3, i32 0
  store i32 4, i32* %28, align 4, !tbaa !6
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 4)
  %30 = load i32, i32* %28, align 4, !tbaa !6
  switch i32 %30, label %36 [
    i32 3, label %31
    i32 13, label %31
  ]

31:                                               ; preds = %27, %27
  %32 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %28, align 4, !tbaa !6
  store i32 %34, i32* %33, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %32, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %35 unwind label %42

35:                                               ; preds = %31
  unreachable

36:                                               ; preds = %27
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i32 0, i32 0))
  ret void

38:                                               ; preds = %13
  %39 = landingpad { i8*, i32 }
          cleanup
  br label %50

40:                                               ; preds = %22
  %41 = landingpad { i8*, i32 }
          cleanup
  br label %46

42:                                               ; preds = %31
  %43 = landingpad { i8*, i32 }
          cleanup
  %44 = load i32, i32* %19, align 4, !tbaa !6
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %44) #6
  br label %46

46:                                               ; preds = %42, %40
  %47 = phi { i8*, i32 } [ %43, %42 ], [ %41, %40 ]
  %48 = load i32, i32* %10, align 4, !tbaa !6
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %48) #6
  br label %50

50:                                               ; preds = %46, %38
  %51 = phi { i8*, i32 } [ %47, %46 ], [ %39, %38 ]
  %52 = load i32, i32* %2, align 4, !tbaa !6
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %52) #6
  resume { i8*, i32 } %51
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0, i32 0
  store i32 11, i32* %2, align 4, !tbaa !6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 11)
  %4 = load i32, i32* %2, align 4, !tbaa !6
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !6
  store i32 %8, i32* %7, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 1, i32 0
  store i32 12, i32* %10, align 4, !tbaa !6
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 12)
  %12 = load i32, i32* %10, align 4, !tbaa !6
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !6
  store i32 %16, i32* %15, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %28

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 2, i32 0
  store i32 13, i32* %19, align 4, !tbaa !6
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 13)
  %21 = load i32, i32* %19, align 4, !tbaa !6
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !6
  store i32 %25, i32* %24, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %26 unwind label %30

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  ret void

28:                                               ; preds = %13
  %29 = landingpad { i8*, i32 }
          cleanup
  br label %34

30:                                               ; preds = %22
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = load i32, i32* %10, align 4, !tbaa !6
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %32) #6
  br label %34

34:                                               ; preds = %30, %28
  %35 = phi { i8*, i32 } [ %31, %30 ], [ %29, %28 ]
  %36 = load i32, i32* %2, align 4, !tbaa !6
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %36) #6
  resume { i8*, i32 } %35
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 0, i32 0
  store i32 21, i32* %2, align 4, !tbaa !6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 21)
  %4 = load i32, i32* %2, align 4, !tbaa !6
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !6
  store i32 %8, i32* %7, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 1, i32 0
  store i32 22, i32* %10, align 4, !tbaa !6
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 22)
  %12 = load i32, i32* %10, align 4, !tbaa !6
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !6
  store i32 %16, i32* %15, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %22

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0))
  %20 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %21 = bitcast i8* %20 to i32*
  store i32 23, i32* %21, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %32 unwind label %24

22:                                               ; preds = %13
  %23 = landingpad { i8*, i32 }
          cleanup
  br label %28

24:                                               ; preds = %18
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = load i32, i32* %10, align 4, !tbaa !6
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26) #6
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi { i8*, i32 } [ %25, %24 ], [ %23, %22 ]
  %30 = load i32, i32* %2, align 4, !tbaa !6
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30) #6
  resume { i8*, i32 } %29

32:                                               ; preds = %18
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Member", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
