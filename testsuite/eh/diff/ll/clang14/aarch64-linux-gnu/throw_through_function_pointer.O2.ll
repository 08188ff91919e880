; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Calc2 = type { %struct.Calc.base, [4 x i8] }
%struct.Calc.base = type <{ i32 (...)**, i32 }>
%struct.Calc = type <{ i32 (...)**, i32, [4 x i8] }>

$_ZN4Calc5plainEi = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 8
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 8
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 8
@_ZTI5Calc2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca [2 x i32 (i32)*], align 8
  %2 = alloca [3 x i32 (i32)*], align 8
  %3 = alloca %struct.Calc2, align 8
  %4 = bitcast [2 x i32 (i32)*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %4, i8* noundef nonnull align 8 dereferenceable(16) bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %5 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %1, i64 0, i64 0
  %6 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %5, i32 noundef 2)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %6)
  %8 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %8, i8* noundef nonnull align 8 dereferenceable(24) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %9 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i64 0, i64 0
  %10 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %9, i32 noundef 3)
          to label %22 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = extractvalue { i8*, i32 } %12, 1
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %68

17:                                               ; preds = %11
  %18 = tail call i8* @__cxa_begin_catch(i8* %13) #12
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !10
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %20)
  tail call void @__cxa_end_catch() #12
  br label %22

22:                                               ; preds = %0, %17
  %23 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %23) #12
  %24 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !14
  %25 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %26 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i64 0, i32 0, i32 1
  store i32 1000, i32* %26, align 8, !tbaa !16
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %25, [2 x i64] [i64 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i64), i64 0], i32 noundef 7)
          to label %38 unwind label %27

27:                                               ; preds = %22
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = extractvalue { i8*, i32 } %28, 0
  %30 = extractvalue { i8*, i32 } %28, 1
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %65

33:                                               ; preds = %27
  %34 = call i8* @__cxa_begin_catch(i8* %29) #12
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !10
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %36)
  call void @__cxa_end_catch() #12
  br label %38

38:                                               ; preds = %22, %33
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %25, [2 x i64] [i64 0, i64 1], i32 noundef 8)
          to label %50 unwind label %39

39:                                               ; preds = %38
  %40 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %41 = extractvalue { i8*, i32 } %40, 0
  %42 = extractvalue { i8*, i32 } %40, 1
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %65

45:                                               ; preds = %39
  %46 = call i8* @__cxa_begin_catch(i8* %41) #12
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4, !tbaa !10
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %48)
  call void @__cxa_end_catch() #12
  br label %50

50:                                               ; preds = %38, %45
  %51 = call i8* @__cxa_allocate_exception(i64 4) #12
  %52 = bitcast i8* %51 to i32*
  store i32 42, i32* %52, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %51, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %53 unwind label %54

53:                                               ; preds = %50
  unreachable

54:                                               ; preds = %50
  %55 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  %57 = extractvalue { i8*, i32 } %55, 1
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %65

60:                                               ; preds = %54
  %61 = call i8* @__cxa_begin_catch(i8* %56) #12
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !10
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %63)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %23) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #12
  ret i32 0

65:                                               ; preds = %54, %39, %27
  %66 = phi i32 [ %42, %39 ], [ %30, %27 ], [ %57, %54 ]
  %67 = phi i8* [ %41, %39 ], [ %29, %27 ], [ %56, %54 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %23) #12
  br label %68

68:                                               ; preds = %65, %11
  %69 = phi i32 [ %66, %65 ], [ %14, %11 ]
  %70 = phi i8* [ %67, %65 ], [ %13, %11 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #12
  %71 = insertvalue { i8*, i32 } undef, i8* %70, 0
  %72 = insertvalue { i8*, i32 } %71, i32 %69, 1
  resume { i8*, i32 } %72
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %9

6:                                                ; preds = %15, %2
  %7 = phi i32 [ 3, %2 ], [ %14, %15 ]
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #12
  ret i32 %7

9:                                                ; preds = %4, %15
  %10 = phi i64 [ 0, %4 ], [ %16, %15 ]
  %11 = phi i32 [ 3, %4 ], [ %14, %15 ]
  %12 = getelementptr inbounds i32 (i32)*, i32 (i32)** %0, i64 %10
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !tbaa !18
  %14 = invoke noundef i32 %13(i32 noundef %11)
          to label %15 unwind label %18

15:                                               ; preds = %9
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !20

18:                                               ; preds = %9
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0)) #12
  resume { i8*, i32 } %19
}

; Function Attrs: mustprogress noreturn uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #6 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %3 = bitcast i8* %2 to i32*
  %4 = mul nsw i32 %0, 100
  store i32 %4, i32* %3, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, [2 x i64] %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = extractvalue [2 x i64] %1, 0
  %5 = extractvalue [2 x i64] %1, 1
  %6 = ashr i64 %5, 1
  %7 = bitcast %struct.Calc* %0 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 %6
  %9 = bitcast i8* %8 to %struct.Calc*
  %10 = and i64 %5, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %18, label %12

12:                                               ; preds = %3
  %13 = bitcast i8* %8 to i8**
  %14 = load i8*, i8** %13, align 8, !tbaa !14
  %15 = getelementptr i8, i8* %14, i64 %4, !nosanitize !22
  %16 = bitcast i8* %15 to i32 (%struct.Calc*, i32)**, !nosanitize !22
  %17 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %16, align 8, !nosanitize !22
  br label %20

18:                                               ; preds = %3
  %19 = inttoptr i64 %4 to i32 (%struct.Calc*, i32)*
  br label %20

20:                                               ; preds = %18, %12
  %21 = phi i32 (%struct.Calc*, i32)* [ %17, %12 ], [ %19, %18 ]
  %22 = invoke noundef i32 %21(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %9, i32 noundef %2)
          to label %23 unwind label %25

23:                                               ; preds = %20
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #12
  ret void

25:                                               ; preds = %20
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #12
  resume { i8*, i32 } %26
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #8 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i64 0, i32 1
  %8 = load i32, i32* %7, align 8, !tbaa !16
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  %2 = bitcast %struct.Calc2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #11

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"vtable pointer", !13, i64 0}
!16 = !{!17, !11, i64 8}
!17 = !{!"_ZTS4Calc", !11, i64 8}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !12, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{}
