; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { ptr, %struct.Part }
%struct.B2.base = type { ptr, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

@_ZL7fail_at = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI3Top], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI3Top] }, align 4
@_ZTC3Top0_2B1 = linkonce_odr unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2B1] }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2B1 = linkonce_odr constant [4 x i8] c"2B1\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2VB = linkonce_odr constant [4 x i8] c"2VB\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Part = linkonce_odr constant [6 x i8] c"4Part\00", align 1
@_ZTI4Part = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Part }, align 4
@_ZTI2VB = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VB, ptr @_ZTI4Part }, align 4
@_ZTI2B1 = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B1, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, align 4
@_ZTS2B2 = linkonce_odr constant [4 x i8] c"2B2\00", align 1
@_ZTI2B2 = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B2, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, align 4
@_ZTS3Top = linkonce_odr constant [5 x i8] c"3Top\00", align 1
@_ZTI3Top = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3Top, i32 3, i32 2, ptr @_ZTI2B1, i32 2, ptr @_ZTI2B2, i32 2050 }, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.8 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Top, align 4
  %2 = getelementptr inbounds i8, ptr %1, i32 8
  %3 = getelementptr inbounds i8, ptr %1, i32 16
  %4 = getelementptr inbounds i8, ptr %1, i32 12
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = getelementptr inbounds i8, ptr %1, i32 20
  br label %8

7:                                                ; preds = %33
  ret i32 0

8:                                                ; preds = %0, %33
  %9 = phi i32 [ 1, %0 ], [ %34, %33 ]
  store i32 %9, ptr @_ZL7fail_at, align 4, !tbaa !5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6
  %11 = invoke noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %1)
          to label %12 unwind label %23

12:                                               ; preds = %8
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 12), ptr %1, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 24), ptr %2, align 4, !tbaa !9
  %14 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %15 = load i32, ptr %3, align 4, !tbaa !11
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  %17 = load i32, ptr %4, align 4, !tbaa !11
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17)
  %19 = load i32, ptr %5, align 4, !tbaa !11
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19)
  %21 = load i32, ptr %6, align 4, !tbaa !11
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6
  br label %33

23:                                               ; preds = %8
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %23
  %29 = extractvalue { ptr, i32 } %24, 0
  %30 = call ptr @__cxa_begin_catch(ptr %29) #6
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  call void @__cxa_end_catch() #6
  br label %33

33:                                               ; preds = %12, %28
  %34 = add nuw nsw i32 %9, 1
  %35 = icmp eq i32 %34, 6
  br i1 %35, label %7, label %8, !llvm.loop !13

36:                                               ; preds = %23
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress
define linkonce_odr noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store i32 1, ptr %2, align 4, !tbaa !11
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  %4 = load i32, ptr %2, align 4, !tbaa !11
  %5 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %9 = load i32, ptr %2, align 4, !tbaa !11
  store i32 %9, ptr %8, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 2, ptr %11, align 4, !tbaa !11
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2)
  %13 = load i32, ptr %11, align 4, !tbaa !11
  %14 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %18 = load i32, ptr %11, align 4, !tbaa !11
  store i32 %18, ptr %17, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #7
          to label %19 unwind label %43

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %10
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTC3Top0_2B1, i32 12), ptr %0, align 4, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i32 12
  store i32 3, ptr %21, align 4, !tbaa !11
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3)
  %23 = load i32, ptr %21, align 4, !tbaa !11
  %24 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %28 = load i32, ptr %21, align 4, !tbaa !11
  store i32 %28, ptr %27, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #7
          to label %29 unwind label %45

29:                                               ; preds = %26
  unreachable

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 12), ptr %0, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 24), ptr %31, align 4, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %0, i32 16
  store i32 4, ptr %32, align 4, !tbaa !11
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4)
  %34 = load i32, ptr %32, align 4, !tbaa !11
  %35 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %41

37:                                               ; preds = %30
  %38 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %39 = load i32, ptr %32, align 4, !tbaa !11
  store i32 %39, ptr %38, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTIi, ptr null) #7
          to label %40 unwind label %47

40:                                               ; preds = %37
  unreachable

41:                                               ; preds = %30
  %42 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret ptr %0

43:                                               ; preds = %16
  %44 = landingpad { ptr, i32 }
          cleanup
  br label %55

45:                                               ; preds = %26
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %51

47:                                               ; preds = %37
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load i32, ptr %21, align 4, !tbaa !11
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49)
  br label %51

51:                                               ; preds = %47, %45
  %52 = phi { ptr, i32 } [ %48, %47 ], [ %46, %45 ]
  %53 = load i32, ptr %11, align 4, !tbaa !11
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %53)
  br label %55

55:                                               ; preds = %51, %43
  %56 = phi { ptr, i32 } [ %52, %51 ], [ %44, %43 ]
  %57 = load i32, ptr %2, align 4, !tbaa !11
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %57)
  resume { ptr, i32 } %56
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS4Part", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
