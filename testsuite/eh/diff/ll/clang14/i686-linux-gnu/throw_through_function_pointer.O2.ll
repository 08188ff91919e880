; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }

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
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca [2 x i32 (i32)*], align 8
  %2 = alloca [3 x i32 (i32)*], align 4
  %3 = alloca %struct.Calc2, align 4
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca { i32, i32 }, align 4
  %6 = bitcast [2 x i32 (i32)*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #12
  %7 = bitcast [2 x i32 (i32)*]* %1 to i64*
  %8 = load i64, i64* bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i64*), align 8
  store i64 %8, i64* %7, align 8
  %9 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %1, i32 0, i32 0
  %10 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %9, i32 noundef 2)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %10)
  %12 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %12) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %12, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %13 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i32 0, i32 0
  %14 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %13, i32 noundef 3)
          to label %26 unwind label %15

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  %18 = extractvalue { i8*, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %76

21:                                               ; preds = %15
  %22 = tail call i8* @__cxa_begin_catch(i8* %17) #12
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !6
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24)
  tail call void @__cxa_end_catch() #12
  br label %26

26:                                               ; preds = %0, %21
  %27 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #12
  %28 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !10
  %29 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0
  %30 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 1
  store i32 1000, i32* %30, align 4, !tbaa !12
  %31 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %4, i32 0, i32 0
  store i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32* %31, align 4, !tbaa !14
  %32 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %4, i32 0, i32 1
  store i32 0, i32* %32, align 4, !tbaa !14
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %29, { i32, i32 }* noundef nonnull byval({ i32, i32 }) align 4 %4, i32 noundef 7)
          to label %44 unwind label %33

33:                                               ; preds = %26
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %35 = extractvalue { i8*, i32 } %34, 0
  %36 = extractvalue { i8*, i32 } %34, 1
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %73

39:                                               ; preds = %33
  %40 = call i8* @__cxa_begin_catch(i8* %35) #12
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !6
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %42)
  call void @__cxa_end_catch() #12
  br label %44

44:                                               ; preds = %26, %39
  %45 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %5, i32 0, i32 0
  store i32 1, i32* %45, align 4, !tbaa !14
  %46 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %5, i32 0, i32 1
  store i32 0, i32* %46, align 4, !tbaa !14
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %29, { i32, i32 }* noundef nonnull byval({ i32, i32 }) align 4 %5, i32 noundef 8)
          to label %58 unwind label %47

47:                                               ; preds = %44
  %48 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %49 = extractvalue { i8*, i32 } %48, 0
  %50 = extractvalue { i8*, i32 } %48, 1
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %73

53:                                               ; preds = %47
  %54 = call i8* @__cxa_begin_catch(i8* %49) #12
  %55 = bitcast i8* %54 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !6
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %56)
  call void @__cxa_end_catch() #12
  br label %58

58:                                               ; preds = %44, %53
  %59 = call i8* @__cxa_allocate_exception(i32 4) #12
  %60 = bitcast i8* %59 to i32*
  store i32 42, i32* %60, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %59, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %61 unwind label %62

61:                                               ; preds = %58
  unreachable

62:                                               ; preds = %58
  %63 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %64 = extractvalue { i8*, i32 } %63, 0
  %65 = extractvalue { i8*, i32 } %63, 1
  %66 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %68, label %73

68:                                               ; preds = %62
  %69 = call i8* @__cxa_begin_catch(i8* %64) #12
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !6
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %71)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #12
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %12) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #12
  ret i32 0

73:                                               ; preds = %62, %47, %33
  %74 = phi i32 [ %50, %47 ], [ %36, %33 ], [ %65, %62 ]
  %75 = phi i8* [ %49, %47 ], [ %35, %33 ], [ %64, %62 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #12
  br label %76

76:                                               ; preds = %73, %15
  %77 = phi i32 [ %74, %73 ], [ %18, %15 ]
  %78 = phi i8* [ %75, %73 ], [ %17, %15 ]
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %12) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #12
  %79 = insertvalue { i8*, i32 } undef, i8* %78, 0
  %80 = insertvalue { i8*, i32 } %79, i32 %77, 1
  resume { i8*, i32 } %80
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
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #12
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %9 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %10 = getelementptr inbounds i32 (i32)*, i32 (i32)** %0, i32 %9
  %11 = load i32 (i32)*, i32 (i32)** %10, align 4, !tbaa !15
  %12 = invoke noundef i32 %11(i32 noundef %8)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !17

16:                                               ; preds = %7
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #12
  resume { i8*, i32 } %17
}

; Function Attrs: mustprogress noreturn uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #6 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %3 = bitcast i8* %2 to i32*
  %4 = mul nsw i32 %0, 100
  store i32 %4, i32* %3, align 16, !tbaa !6
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
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, { i32, i32 }* nocapture noundef readonly byval({ i32, i32 }) align 4 %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !14
  %6 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %1, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !14
  %8 = bitcast %struct.Calc* %0 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 %7
  %10 = bitcast i8* %9 to %struct.Calc*
  %11 = and i32 %5, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = bitcast i8* %9 to i8**
  %15 = load i8*, i8** %14, align 4, !tbaa !10
  %16 = add i32 %5, -1
  %17 = getelementptr i8, i8* %15, i32 %16, !nosanitize !19
  %18 = bitcast i8* %17 to i32 (%struct.Calc*, i32)**, !nosanitize !19
  %19 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %18, align 4, !nosanitize !19
  br label %22

20:                                               ; preds = %3
  %21 = inttoptr i32 %5 to i32 (%struct.Calc*, i32)*
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 (%struct.Calc*, i32)* [ %19, %13 ], [ %21, %20 ]
  %24 = invoke noundef i32 %23(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef %2)
          to label %25 unwind label %27

25:                                               ; preds = %22
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #12
  ret void

27:                                               ; preds = %22
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #12
  resume { i8*, i32 } %28
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #8 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !12
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 16, !tbaa !6
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 16, !tbaa !6
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  %2 = bitcast %struct.Calc2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #11

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = !{!13, !7, i64 4}
!13 = !{!"_ZTS4Calc", !7, i64 4}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{}
