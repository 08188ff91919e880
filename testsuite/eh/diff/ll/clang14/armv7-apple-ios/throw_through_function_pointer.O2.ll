; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }

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
@_ZTV5Calc2 = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (%struct.Calc2* (%struct.Calc2*)* @_ZN5Calc2D1Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr constant [7 x i8] c"5Calc2\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr constant [6 x i8] c"4Calc\00", align 1
@_ZTI4Calc = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, align 4
@_ZTI5Calc2 = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca [2 x i32 (i32)*], align 4
  %2 = alloca [3 x i32 (i32)*], align 4
  %3 = alloca %struct.Calc2, align 4
  %4 = bitcast [2 x i32 (i32)*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #11
  %5 = bitcast [2 x i32 (i32)*]* %1 to i64*
  %6 = load i64, i64* bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i64*), align 8
  store i64 %6, i64* %5, align 4
  %7 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %1, i32 0, i32 0
  %8 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %7, i32 noundef 2)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %8)
  %10 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %10) #11
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %10, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %11 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i32 0, i32 0
  %12 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %11, i32 noundef 3)
          to label %24 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  %16 = extractvalue { i8*, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %70

19:                                               ; preds = %13
  %20 = tail call i8* @__cxa_begin_catch(i8* %15) #11
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !9
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %22)
  tail call void @__cxa_end_catch() #11
  br label %24

24:                                               ; preds = %0, %19
  %25 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #11
  %26 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %26, align 4, !tbaa !13
  %27 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0
  %28 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 1
  store i32 1000, i32* %28, align 4, !tbaa !15
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %27, [2 x i32] [i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32 0], i32 noundef 7)
          to label %40 unwind label %29

29:                                               ; preds = %24
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  %32 = extractvalue { i8*, i32 } %30, 1
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %67

35:                                               ; preds = %29
  %36 = call i8* @__cxa_begin_catch(i8* %31) #11
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4, !tbaa !9
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %38)
  call void @__cxa_end_catch() #11
  br label %40

40:                                               ; preds = %24, %35
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %27, [2 x i32] [i32 0, i32 1], i32 noundef 8)
          to label %52 unwind label %41

41:                                               ; preds = %40
  %42 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %43 = extractvalue { i8*, i32 } %42, 0
  %44 = extractvalue { i8*, i32 } %42, 1
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #11
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !9
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %50)
  call void @__cxa_end_catch() #11
  br label %52

52:                                               ; preds = %40, %47
  %53 = call i8* @__cxa_allocate_exception(i32 4) #11
  %54 = bitcast i8* %53 to i32*
  store i32 42, i32* %54, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %53, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
          to label %55 unwind label %56

55:                                               ; preds = %52
  unreachable

56:                                               ; preds = %52
  %57 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  %59 = extractvalue { i8*, i32 } %57, 1
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %56
  %63 = call i8* @__cxa_begin_catch(i8* %58) #11
  %64 = bitcast i8* %63 to i32*
  %65 = load i32, i32* %64, align 4, !tbaa !9
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %65)
  call void @__cxa_end_catch() #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #11
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %10) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #11
  ret i32 0

67:                                               ; preds = %56, %41, %29
  %68 = phi i32 [ %44, %41 ], [ %32, %29 ], [ %59, %56 ]
  %69 = phi i8* [ %43, %41 ], [ %31, %29 ], [ %58, %56 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #11
  br label %70

70:                                               ; preds = %67, %13
  %71 = phi i32 [ %68, %67 ], [ %16, %13 ]
  %72 = phi i8* [ %69, %67 ], [ %15, %13 ]
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %10) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #11
  %73 = insertvalue { i8*, i32 } undef, i8* %72, 0
  %74 = insertvalue { i8*, i32 } %73, i32 %71, 1
  resume { i8*, i32 } %74
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
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #11
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
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #11
  resume { i8*, i32 } %17
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #6 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %3 = bitcast i8* %2 to i32*
  %4 = mul nsw i32 %0, 100
  store i32 %4, i32* %3, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
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
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #11
  ret void

25:                                               ; preds = %20
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #11
  resume { i8*, i32 } %26
}

; Function Attrs: mustprogress
define linkonce_odr noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #8 align 2 {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !15
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

; Function Attrs: inlinehint nounwind
define linkonce_odr noundef %struct.Calc2* @_ZN5Calc2D1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 align 2 {
  ret %struct.Calc2* %0
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #8 align 2 {
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 align 2 {
  %2 = bitcast %struct.Calc2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inlinehint nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
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
