; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 16
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 16
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca [2 x i32 (i32)*], align 16
  %2 = alloca [3 x i32 (i32)*], align 16
  %3 = alloca %struct.Calc2, align 8
  %4 = alloca { i64, i64 }, align 8
  %5 = alloca <2 x i64>, align 16
  %6 = bitcast <2 x i64>* %5 to { i64, i64 }*
  %7 = bitcast [2 x i32 (i32)*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %7, i8* noundef nonnull align 16 dereferenceable(16) bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %8 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %1, i64 0, i64 0
  %9 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %8, i32 noundef 2)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  %11 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %11, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %12 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i64 0, i64 0
  %13 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %12, i32 noundef 3)
          to label %25 unwind label %14

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  %17 = extractvalue { i8*, i32 } %15, 1
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %73

20:                                               ; preds = %14
  %21 = tail call i8* @__cxa_begin_catch(i8* %16) #12
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !4
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  tail call void @__cxa_end_catch() #12
  br label %25

25:                                               ; preds = %0, %20
  %26 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %26) #12
  %27 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %27, align 8, !tbaa !8
  %28 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %29 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i64 0, i32 0, i32 1
  store i32 1000, i32* %29, align 8, !tbaa !10
  %30 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %4, i64 0, i32 0
  store i64 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i64), i64* %30, align 8, !tbaa !12
  %31 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %4, i64 0, i32 1
  store i64 0, i64* %31, align 8, !tbaa !12
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %28, { i64, i64 }* noundef nonnull %4, i32 noundef 7)
          to label %43 unwind label %32

32:                                               ; preds = %25
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  %35 = extractvalue { i8*, i32 } %33, 1
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %70

38:                                               ; preds = %32
  %39 = call i8* @__cxa_begin_catch(i8* %34) #12
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !4
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %41)
  call void @__cxa_end_catch() #12
  br label %43

43:                                               ; preds = %25, %38
  store <2 x i64> <i64 1, i64 0>, <2 x i64>* %5, align 16, !tbaa !12
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %28, { i64, i64 }* noundef nonnull %6, i32 noundef 8)
          to label %55 unwind label %44

44:                                               ; preds = %43
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %46 = extractvalue { i8*, i32 } %45, 0
  %47 = extractvalue { i8*, i32 } %45, 1
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %70

50:                                               ; preds = %44
  %51 = call i8* @__cxa_begin_catch(i8* %46) #12
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 4, !tbaa !4
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %53)
  call void @__cxa_end_catch() #12
  br label %55

55:                                               ; preds = %43, %50
  %56 = call i8* @__cxa_allocate_exception(i64 4) #12
  %57 = bitcast i8* %56 to i32*
  store i32 42, i32* %57, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %56, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %58 unwind label %59

58:                                               ; preds = %55
  unreachable

59:                                               ; preds = %55
  %60 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %61 = extractvalue { i8*, i32 } %60, 0
  %62 = extractvalue { i8*, i32 } %60, 1
  %63 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %70

65:                                               ; preds = %59
  %66 = call i8* @__cxa_begin_catch(i8* %61) #12
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4, !tbaa !4
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %68)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #12
  ret i32 0

70:                                               ; preds = %59, %44, %32
  %71 = phi i32 [ %47, %44 ], [ %35, %32 ], [ %62, %59 ]
  %72 = phi i8* [ %46, %44 ], [ %34, %32 ], [ %61, %59 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #12
  br label %73

73:                                               ; preds = %70, %14
  %74 = phi i32 [ %71, %70 ], [ %17, %14 ]
  %75 = phi i8* [ %72, %70 ], [ %16, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #12
  %76 = insertvalue { i8*, i32 } undef, i8* %75, 0
  %77 = insertvalue { i8*, i32 } %76, i32 %74, 1
  resume { i8*, i32 } %77
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
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
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
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !tbaa !13
  %14 = invoke noundef i32 %13(i32 noundef %11)
          to label %15 unwind label %18

15:                                               ; preds = %9
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !15

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
  store i32 %4, i32* %3, align 16, !tbaa !4
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, { i64, i64 }* nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %4 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %1, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %1, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = bitcast %struct.Calc* %0 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 %7
  %10 = bitcast i8* %9 to %struct.Calc*
  %11 = and i64 %5, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = bitcast i8* %9 to i8**
  %15 = load i8*, i8** %14, align 8, !tbaa !8
  %16 = add i64 %5, -1
  %17 = getelementptr i8, i8* %15, i64 %16, !nosanitize !17
  %18 = bitcast i8* %17 to i32 (%struct.Calc*, i32)**, !nosanitize !17
  %19 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %18, align 8, !nosanitize !17
  br label %22

20:                                               ; preds = %3
  %21 = inttoptr i64 %5 to i32 (%struct.Calc*, i32)*
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 (%struct.Calc*, i32)* [ %19, %13 ], [ %21, %20 ]
  %24 = invoke noundef i32 %23(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %10, i32 noundef %2)
          to label %25 unwind label %27

25:                                               ; preds = %22
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #12
  ret void

27:                                               ; preds = %22
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #12
  resume { i8*, i32 } %28
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #8 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i64 0, i32 1
  %8 = load i32, i32* %7, align 8, !tbaa !10
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 16, !tbaa !4
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 16, !tbaa !4
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
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #11

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"vtable pointer", !7, i64 0}
!10 = !{!11, !5, i64 8}
!11 = !{!"_ZTS4Calc", !5, i64 8}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{}
