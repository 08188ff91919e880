; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Big }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %24 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Big) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %47

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #6
  %10 = getelementptr inbounds i8, ptr %9, i32 4024
  %11 = load i64, ptr %10, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %12, %7
  %13 = phi i32 [ 0, %7 ], [ %19, %12 ]
  %14 = phi i64 [ 0, %7 ], [ %18, %12 ]
  %15 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %13
  %16 = load i32, ptr %15, align 4, !tbaa !10
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, 1000
  br i1 %20, label %21, label %12, !llvm.loop !12

21:                                               ; preds = %12
  %22 = getelementptr inbounds i8, ptr %9, i32 4000
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22, i64 noundef %11, i64 noundef %18)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %46 unwind label %25

24:                                               ; preds = %0
  unreachable

25:                                               ; preds = %21
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %27 = extractvalue { ptr, i32 } %26, 1
  %28 = icmp eq i32 %27, %4
  br i1 %28, label %29, label %47

29:                                               ; preds = %25
  %30 = extractvalue { ptr, i32 } %26, 0
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %1) #6
  %31 = tail call ptr @__cxa_begin_catch(ptr %30) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(4032) %1, ptr noundef nonnull align 8 dereferenceable(4032) %31, i32 4032, i1 false), !tbaa.struct !14
  %32 = getelementptr inbounds i8, ptr %1, i32 4024
  %33 = load i64, ptr %32, align 8, !tbaa !5
  br label %34

34:                                               ; preds = %34, %29
  %35 = phi i32 [ 0, %29 ], [ %41, %34 ]
  %36 = phi i64 [ 0, %29 ], [ %40, %34 ]
  %37 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %35
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = add nuw nsw i32 %35, 1
  %42 = icmp eq i32 %41, 1000
  br i1 %42, label %43, label %34, !llvm.loop !12

43:                                               ; preds = %34
  %44 = getelementptr inbounds i8, ptr %1, i32 4000
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %44, i64 noundef %33, i64 noundef %40)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 4032, ptr nonnull %1) #6
  ret i32 0

46:                                               ; preds = %21
  unreachable

47:                                               ; preds = %25, %2
  %48 = phi { ptr, i32 } [ %26, %25 ], [ %3, %2 ]
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #6
  br label %20

3:                                                ; preds = %20
  %4 = getelementptr inbounds i8, ptr %2, i32 4000
  store i8 98, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %2, i32 4001
  store i8 105, ptr %5, align 1, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %2, i32 4002
  store i8 103, ptr %6, align 2, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %2, i32 4003
  store i8 32, ptr %7, align 1, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %2, i32 4004
  store i8 101, ptr %8, align 4, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %2, i32 4005
  store i8 120, ptr %9, align 1, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %2, i32 4006
  store i8 99, ptr %10, align 2, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %2, i32 4007
  store i8 101, ptr %11, align 1, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %2, i32 4008
  store i8 112, ptr %12, align 8, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %2, i32 4009
  store i8 116, ptr %13, align 1, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %2, i32 4010
  store i8 105, ptr %14, align 2, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %2, i32 4011
  store i8 111, ptr %15, align 1, !tbaa !15
  %16 = getelementptr inbounds i8, ptr %2, i32 4012
  store i8 110, ptr %16, align 4, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %2, i32 4013
  store i8 0, ptr %17, align 1, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %2, i32 4024
  store i64 %28, ptr %18, align 8, !tbaa !5
  %19 = tail call ptr @__cxa_allocate_exception(i32 4032) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(4032) %19, ptr noundef nonnull align 8 dereferenceable(4032) %2, i32 4032, i1 false), !tbaa.struct !14
  tail call void @__cxa_throw(ptr %19, ptr nonnull @_ZTI3Big, ptr null) #7
  unreachable

20:                                               ; preds = %1, %20
  %21 = phi i64 [ 0, %1 ], [ %28, %20 ]
  %22 = phi i32 [ 0, %1 ], [ %29, %20 ]
  %23 = mul nsw i32 %22, %0
  %24 = add nsw i32 %23, 7
  %25 = srem i32 %24, 1009
  %26 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %22
  store i32 %25, ptr %26, align 4, !tbaa !10
  %27 = sext i32 %25 to i64
  %28 = add nsw i64 %21, %27
  %29 = add nuw nsw i32 %22, 1
  %30 = icmp eq i32 %29, 1000
  br i1 %30, label %3, label %20, !llvm.loop !17
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 4024}
!6 = !{!"_ZTS3Big", !7, i64 0, !7, i64 4000, !9, i64 4024}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"long long", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i64 0, i64 4000, !15, i64 4000, i64 24, !15, i64 4024, i64 8, !16}
!15 = !{!7, !7, i64 0}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !13}
