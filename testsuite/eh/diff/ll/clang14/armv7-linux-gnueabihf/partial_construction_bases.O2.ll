; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { i32 (...)**, %struct.Part }
%struct.B2.base = type { i32 (...)**, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$_ZN3TopC1Ev = comdat any

$_ZTV3Top = comdat any

$_ZTC3Top0_2B1 = comdat any

$_ZTS2B1 = comdat any

$_ZTS2VB = comdat any

$_ZTS4Part = comdat any

$_ZTI4Part = comdat any

$_ZTI2VB = comdat any

$_ZTI2B1 = comdat any

$_ZTS2B2 = comdat any

$_ZTI2B2 = comdat any

$_ZTS3Top = comdat any

$_ZTI3Top = comdat any

@_ZL7fail_at = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)] }, comdat, align 4
@_ZTC3Top0_2B1 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr dso_local constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr dso_local constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr dso_local constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 4
@_ZTI2VB = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 4
@_ZTI2B1 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS2B2 = linkonce_odr dso_local constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr dso_local constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.8 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Top, align 4
  %2 = bitcast %struct.Top* %1 to i8*
  %3 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 0
  %5 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 2, i32 0
  %6 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 1, i32 0
  %7 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 3, i32 0, i32 0
  br label %10

9:                                                ; preds = %36
  ret i32 0

10:                                               ; preds = %0, %36
  %11 = phi i32 [ 1, %0 ], [ %37, %36 ]
  store i32 %11, i32* @_ZL7fail_at, align 4, !tbaa !9
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  %13 = invoke noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %1)
          to label %14 unwind label %25

14:                                               ; preds = %10
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !13
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !13
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.8, i32 0, i32 0)) #6
  %17 = load i32, i32* %5, align 4, !tbaa !15
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %17) #6
  %19 = load i32, i32* %6, align 4, !tbaa !15
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %19) #6
  %21 = load i32, i32* %7, align 4, !tbaa !15
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %21) #6
  %23 = load i32, i32* %8, align 4, !tbaa !15
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %23) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  br label %36

25:                                               ; preds = %10
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %27 = extractvalue { i8*, i32 } %26, 1
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %25
  %31 = extractvalue { i8*, i32 } %26, 0
  %32 = call i8* @__cxa_begin_catch(i8* %31) #6
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4, !tbaa !9
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %34)
  call void @__cxa_end_catch() #6
  br label %36

36:                                               ; preds = %14, %30
  %37 = add nuw nsw i32 %11, 1
  %38 = icmp eq i32 %37, 6
  br i1 %38, label %9, label %10, !llvm.loop !17

39:                                               ; preds = %25
  resume { i8*, i32 } %26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

define linkonce_odr dso_local noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 3, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !15
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !15
  %5 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !9
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !15
  store i32 %10, i32* %9, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 1, i32 0
  store i32 2, i32* %12, align 4, !tbaa !15
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %14 = load i32, i32* %12, align 4, !tbaa !15
  %15 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !9
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %12, align 4, !tbaa !15
  store i32 %20, i32* %19, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %21 unwind label %48

21:                                               ; preds = %17
  unreachable

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !13
  %24 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 1, i32 0
  store i32 3, i32* %24, align 4, !tbaa !15
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 3)
  %26 = load i32, i32* %24, align 4, !tbaa !15
  %27 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !9
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %24, align 4, !tbaa !15
  store i32 %32, i32* %31, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %30, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %33 unwind label %50

33:                                               ; preds = %29
  unreachable

34:                                               ; preds = %22
  %35 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !13
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %35, align 4, !tbaa !13
  %36 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 2, i32 0
  store i32 4, i32* %36, align 4, !tbaa !15
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 4)
  %38 = load i32, i32* %36, align 4, !tbaa !15
  %39 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !9
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %34
  %42 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %36, align 4, !tbaa !15
  store i32 %44, i32* %43, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %45 unwind label %52

45:                                               ; preds = %41
  unreachable

46:                                               ; preds = %34
  %47 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i32 0, i32 0))
  ret %struct.Top* %0

48:                                               ; preds = %17
  %49 = landingpad { i8*, i32 }
          cleanup
  br label %60

50:                                               ; preds = %29
  %51 = landingpad { i8*, i32 }
          cleanup
  br label %56

52:                                               ; preds = %41
  %53 = landingpad { i8*, i32 }
          cleanup
  %54 = load i32, i32* %24, align 4, !tbaa !15
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %54) #6
  br label %56

56:                                               ; preds = %52, %50
  %57 = phi { i8*, i32 } [ %53, %52 ], [ %51, %50 ]
  %58 = load i32, i32* %12, align 4, !tbaa !15
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %58) #6
  br label %60

60:                                               ; preds = %56, %48
  %61 = phi { i8*, i32 } [ %57, %56 ], [ %49, %48 ]
  %62 = load i32, i32* %2, align 4, !tbaa !15
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %62) #6
  resume { i8*, i32 } %61
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !12, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTS4Part", !10, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
