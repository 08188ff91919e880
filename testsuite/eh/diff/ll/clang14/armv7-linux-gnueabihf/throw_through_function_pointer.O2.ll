; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (%struct.Calc* (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i64, align 8
  %2 = alloca [3 x i32 (i32)*], align 4
  %3 = alloca %struct.Calc2, align 4
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #12
  %5 = load i64, i64* bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i64*), align 8
  store i64 %5, i64* %1, align 8
  %6 = bitcast i64* %1 to i32 (i32)**
  %7 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %6, i32 noundef 2)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %9) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %9, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %10 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i32 0, i32 0
  %11 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %10, i32 noundef 3)
          to label %23 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  %15 = extractvalue { i8*, i32 } %13, 1
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %69

18:                                               ; preds = %12
  %19 = tail call i8* @__cxa_begin_catch(i8* %14) #12
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa !9
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %21)
  tail call void @__cxa_end_catch() #12
  br label %23

23:                                               ; preds = %0, %18
  %24 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #12
  %25 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %25, align 4, !tbaa !13
  %26 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0
  %27 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 1
  store i32 1000, i32* %27, align 4, !tbaa !15
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %26, [2 x i32] [i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32 0], i32 noundef 7)
          to label %39 unwind label %28

28:                                               ; preds = %23
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  %31 = extractvalue { i8*, i32 } %29, 1
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %66

34:                                               ; preds = %28
  %35 = call i8* @__cxa_begin_catch(i8* %30) #12
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !9
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %37)
  call void @__cxa_end_catch() #12
  br label %39

39:                                               ; preds = %23, %34
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %26, [2 x i32] [i32 0, i32 1], i32 noundef 8)
          to label %51 unwind label %40

40:                                               ; preds = %39
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %42 = extractvalue { i8*, i32 } %41, 0
  %43 = extractvalue { i8*, i32 } %41, 1
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %66

46:                                               ; preds = %40
  %47 = call i8* @__cxa_begin_catch(i8* %42) #12
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !9
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %49)
  call void @__cxa_end_catch() #12
  br label %51

51:                                               ; preds = %39, %46
  %52 = call i8* @__cxa_allocate_exception(i32 4) #12
  %53 = bitcast i8* %52 to i32*
  store i32 42, i32* %53, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %52, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %54 unwind label %55

54:                                               ; preds = %51
  unreachable

55:                                               ; preds = %51
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  %58 = extractvalue { i8*, i32 } %56, 1
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %66

61:                                               ; preds = %55
  %62 = call i8* @__cxa_begin_catch(i8* %57) #12
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4, !tbaa !9
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %64)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #12
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %9) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #12
  ret i32 0

66:                                               ; preds = %55, %40, %28
  %67 = phi i32 [ %43, %40 ], [ %31, %28 ], [ %58, %55 ]
  %68 = phi i8* [ %42, %40 ], [ %30, %28 ], [ %57, %55 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #12
  br label %69

69:                                               ; preds = %66, %12
  %70 = phi i32 [ %67, %66 ], [ %15, %12 ]
  %71 = phi i8* [ %68, %66 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %9) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #12
  %72 = insertvalue { i8*, i32 } undef, i8* %71, 0
  %73 = insertvalue { i8*, i32 } %72, i32 %70, 1
  resume { i8*, i32 } %73
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse
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
  %11 = load i32 (i32)*, i32 (i32)** %10, align 4, !tbaa !17
  %12 = invoke noundef i32 %11(i32 noundef %8)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !19

16:                                               ; preds = %7
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #12
  resume { i8*, i32 } %17
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #6 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %3 = bitcast i8* %2 to i32*
  %4 = mul nsw i32 %0, 100
  store i32 %4, i32* %3, align 8, !tbaa !9
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

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = extractvalue [2 x i32] %1, 0
  %5 = extractvalue [2 x i32] %1, 1
  %6 = ashr i32 %5, 1
  %7 = bitcast %struct.Calc* %0 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 %6
  %9 = bitcast i8* %8 to %struct.Calc*
  %10 = and i32 %5, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %18, label %12

12:                                               ; preds = %3
  %13 = bitcast i8* %8 to i8**
  %14 = load i8*, i8** %13, align 4, !tbaa !13
  %15 = getelementptr i8, i8* %14, i32 %4, !nosanitize !21
  %16 = bitcast i8* %15 to i32 (%struct.Calc*, i32)**, !nosanitize !21
  %17 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %16, align 4, !nosanitize !21
  br label %20

18:                                               ; preds = %3
  %19 = inttoptr i32 %4 to i32 (%struct.Calc*, i32)*
  br label %20

20:                                               ; preds = %18, %12
  %21 = phi i32 (%struct.Calc*, i32)* [ %17, %12 ], [ %19, %18 ]
  %22 = invoke noundef i32 %21(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef %2)
          to label %23 unwind label %25

23:                                               ; preds = %20
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #12
  ret void

25:                                               ; preds = %20
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #12
  resume { i8*, i32 } %26
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #8 comdat align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !15
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  %2 = bitcast %struct.Calc2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret %struct.Calc* %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #11

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !12, i64 0}
!15 = !{!16, !10, i64 4}
!16 = !{!"_ZTS4Calc", !10, i64 4}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !11, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{}
