; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  %4 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #6
  %5 = invoke noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %1)
          to label %6 unwind label %20

6:                                                ; preds = %0
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i32 0, i32 0)) #6
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 3, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !9
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9) #6
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 2, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !9
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %12) #6
  %14 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa !9
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %15) #6
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %18) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #6
  br label %31

20:                                               ; preds = %0
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %22 = extractvalue { i8*, i32 } %21, 1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #6
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %79

25:                                               ; preds = %20
  %26 = extractvalue { i8*, i32 } %21, 0
  %27 = call i8* @__cxa_begin_catch(i8* %26) #6
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !14
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %29)
  call void @__cxa_end_catch() #6
  br label %31

31:                                               ; preds = %25, %6
  %32 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %32) #6
  %33 = invoke noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %2)
          to label %34 unwind label %45

34:                                               ; preds = %31
  %35 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.9, i32 0, i32 0)) #6
  %36 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !9
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %37) #6
  %39 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1, i32 0
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %40) #6
  %42 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 0
  %43 = load i32, i32* %42, align 4, !tbaa !9
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %43) #6
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %32) #6
  br label %56

45:                                               ; preds = %31
  %46 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %47 = extractvalue { i8*, i32 } %46, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %32) #6
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %79

50:                                               ; preds = %45
  %51 = extractvalue { i8*, i32 } %46, 0
  %52 = call i8* @__cxa_begin_catch(i8* %51) #6
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 4, !tbaa !14
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %54)
  call void @__cxa_end_catch() #6
  br label %56

56:                                               ; preds = %50, %34
  %57 = bitcast %struct.BodyThrows* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %57) #6
  %58 = invoke noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %3)
          to label %59 unwind label %67

59:                                               ; preds = %56
  %60 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.11, i32 0, i32 0)) #6
  %61 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 1, i32 0
  %62 = load i32, i32* %61, align 4, !tbaa !9
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %62) #6
  %64 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 0, i32 0
  %65 = load i32, i32* %64, align 4, !tbaa !9
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %65) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %57) #6
  br label %78

67:                                               ; preds = %56
  %68 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %69 = extractvalue { i8*, i32 } %68, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %57) #6
  %70 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %67
  %73 = extractvalue { i8*, i32 } %68, 0
  %74 = call i8* @__cxa_begin_catch(i8* %73) #6
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4, !tbaa !14
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %76)
  call void @__cxa_end_catch() #6
  br label %78

78:                                               ; preds = %72, %59
  ret i32 0

79:                                               ; preds = %67, %45, %20
  %80 = phi { i8*, i32 } [ %68, %67 ], [ %46, %45 ], [ %21, %20 ]
  resume { i8*, i32 } %80
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

define linkonce_odr dso_local noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !9
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !9
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !9
  store i32 %8, i32* %7, align 8, !tbaa !14
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, i32 0
  store i32 2, i32* %10, align 4, !tbaa !9
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %12 = load i32, i32* %10, align 4, !tbaa !9
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !9
  store i32 %16, i32* %15, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %38

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 2, i32 0
  store i32 3, i32* %19, align 4, !tbaa !9
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %21 = load i32, i32* %19, align 4, !tbaa !9
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !9
  store i32 %25, i32* %24, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %26 unwind label %40

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 3, i32 0
  store i32 4, i32* %28, align 4, !tbaa !9
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 4)
  %30 = load i32, i32* %28, align 4, !tbaa !9
  switch i32 %30, label %36 [
    i32 3, label %31
    i32 13, label %31
  ]

31:                                               ; preds = %27, %27
  %32 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %28, align 4, !tbaa !9
  store i32 %34, i32* %33, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %32, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %35 unwind label %42

35:                                               ; preds = %31
  unreachable

36:                                               ; preds = %27
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i32 0, i32 0))
  ret %struct.Holder* %0

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
  %44 = load i32, i32* %19, align 4, !tbaa !9
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %44) #6
  br label %46

46:                                               ; preds = %42, %40
  %47 = phi { i8*, i32 } [ %43, %42 ], [ %41, %40 ]
  %48 = load i32, i32* %10, align 4, !tbaa !9
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %48) #6
  br label %50

50:                                               ; preds = %46, %38
  %51 = phi { i8*, i32 } [ %47, %46 ], [ %39, %38 ]
  %52 = load i32, i32* %2, align 4, !tbaa !9
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

define linkonce_odr dso_local noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0, i32 0
  store i32 11, i32* %2, align 4, !tbaa !9
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 11)
  %4 = load i32, i32* %2, align 4, !tbaa !9
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !9
  store i32 %8, i32* %7, align 8, !tbaa !14
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 1, i32 0
  store i32 12, i32* %10, align 4, !tbaa !9
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 12)
  %12 = load i32, i32* %10, align 4, !tbaa !9
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !9
  store i32 %16, i32* %15, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %28

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 2, i32 0
  store i32 13, i32* %19, align 4, !tbaa !9
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 13)
  %21 = load i32, i32* %19, align 4, !tbaa !9
  switch i32 %21, label %27 [
    i32 3, label %22
    i32 13, label %22
  ]

22:                                               ; preds = %18, %18
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %19, align 4, !tbaa !9
  store i32 %25, i32* %24, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %26 unwind label %30

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %18
  ret %struct.Outer* %0

28:                                               ; preds = %13
  %29 = landingpad { i8*, i32 }
          cleanup
  br label %34

30:                                               ; preds = %22
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = load i32, i32* %10, align 4, !tbaa !9
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %32) #6
  br label %34

34:                                               ; preds = %30, %28
  %35 = phi { i8*, i32 } [ %31, %30 ], [ %29, %28 ]
  %36 = load i32, i32* %2, align 4, !tbaa !9
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %36) #6
  resume { i8*, i32 } %35
}

define linkonce_odr dso_local noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 0, i32 0
  store i32 21, i32* %2, align 4, !tbaa !9
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 21)
  %4 = load i32, i32* %2, align 4, !tbaa !9
  switch i32 %4, label %9 [
    i32 3, label %5
    i32 13, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !9
  store i32 %8, i32* %7, align 8, !tbaa !14
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %0, i32 0, i32 1, i32 0
  store i32 22, i32* %10, align 4, !tbaa !9
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef 22)
  %12 = load i32, i32* %10, align 4, !tbaa !9
  switch i32 %12, label %18 [
    i32 3, label %13
    i32 13, label %13
  ]

13:                                               ; preds = %9, %9
  %14 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %10, align 4, !tbaa !9
  store i32 %16, i32* %15, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %17 unwind label %22

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %9
  %19 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0))
  %20 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %21 = bitcast i8* %20 to i32*
  store i32 23, i32* %21, align 8, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %32 unwind label %24

22:                                               ; preds = %13
  %23 = landingpad { i8*, i32 }
          cleanup
  br label %28

24:                                               ; preds = %18
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = load i32, i32* %10, align 4, !tbaa !9
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26) #6
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi { i8*, i32 } [ %25, %24 ], [ %23, %22 ]
  %30 = load i32, i32* %2, align 4, !tbaa !9
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30) #6
  resume { i8*, i32 } %29

32:                                               ; preds = %18
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS6Member", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!11, !11, i64 0}
