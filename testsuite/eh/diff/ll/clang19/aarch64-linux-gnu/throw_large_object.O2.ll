; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Big }, comdat, align 8
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %31 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Big) #7
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %61

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #7
  %10 = getelementptr inbounds i8, ptr %9, i64 4024
  %11 = load i64, ptr %10, align 8, !tbaa !6
  br label %12

12:                                               ; preds = %12, %7
  %13 = phi i64 [ 0, %7 ], [ %24, %12 ]
  %14 = phi <4 x i64> [ zeroinitializer, %7 ], [ %22, %12 ]
  %15 = phi <4 x i64> [ zeroinitializer, %7 ], [ %23, %12 ]
  %16 = getelementptr inbounds [1000 x i32], ptr %9, i64 0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !11
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !11
  %20 = sext <4 x i32> %18 to <4 x i64>
  %21 = sext <4 x i32> %19 to <4 x i64>
  %22 = add <4 x i64> %14, %20
  %23 = add <4 x i64> %15, %21
  %24 = add nuw i64 %13, 8
  %25 = icmp eq i64 %24, 1000
  br i1 %25, label %26, label %12, !llvm.loop !13

26:                                               ; preds = %12
  %27 = add <4 x i64> %23, %22
  %28 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %27)
  %29 = getelementptr inbounds i8, ptr %9, i64 4000
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %29, i64 noundef %11, i64 noundef %28)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %60 unwind label %32

31:                                               ; preds = %0
  unreachable

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %34 = extractvalue { ptr, i32 } %33, 1
  %35 = icmp eq i32 %34, %4
  br i1 %35, label %36, label %61

36:                                               ; preds = %32
  %37 = extractvalue { ptr, i32 } %33, 0
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %1) #7
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4032) %1, ptr noundef nonnull align 8 dereferenceable(4032) %38, i64 4032, i1 false), !tbaa.struct !17
  %39 = getelementptr inbounds i8, ptr %1, i64 4024
  %40 = load i64, ptr %39, align 8, !tbaa !6
  br label %41

41:                                               ; preds = %41, %36
  %42 = phi i64 [ 0, %36 ], [ %53, %41 ]
  %43 = phi <4 x i64> [ zeroinitializer, %36 ], [ %51, %41 ]
  %44 = phi <4 x i64> [ zeroinitializer, %36 ], [ %52, %41 ]
  %45 = getelementptr inbounds [1000 x i32], ptr %1, i64 0, i64 %42
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <4 x i32>, ptr %45, align 8, !tbaa !11
  %48 = load <4 x i32>, ptr %46, align 8, !tbaa !11
  %49 = sext <4 x i32> %47 to <4 x i64>
  %50 = sext <4 x i32> %48 to <4 x i64>
  %51 = add <4 x i64> %43, %49
  %52 = add <4 x i64> %44, %50
  %53 = add nuw i64 %42, 8
  %54 = icmp eq i64 %53, 1000
  br i1 %54, label %55, label %41, !llvm.loop !20

55:                                               ; preds = %41
  %56 = add <4 x i64> %52, %51
  %57 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %56)
  %58 = getelementptr inbounds i8, ptr %1, i64 4000
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %58, i64 noundef %40, i64 noundef %57)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 4032, ptr nonnull %1) #7
  ret i32 0

60:                                               ; preds = %26
  unreachable

61:                                               ; preds = %32, %2
  %62 = phi { ptr, i32 } [ %33, %32 ], [ %3, %2 ]
  resume { ptr, i32 } %62
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #7
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %23, %5 ]
  %7 = phi <4 x i64> [ zeroinitializer, %1 ], [ %21, %5 ]
  %8 = phi <4 x i64> [ zeroinitializer, %1 ], [ %22, %5 ]
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %24, %5 ]
  %10 = add <4 x i32> %9, <i32 4, i32 4, i32 4, i32 4>
  %11 = mul <4 x i32> %9, %4
  %12 = mul <4 x i32> %10, %4
  %13 = add <4 x i32> %11, <i32 7, i32 7, i32 7, i32 7>
  %14 = add <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %15 = srem <4 x i32> %13, <i32 1009, i32 1009, i32 1009, i32 1009>
  %16 = srem <4 x i32> %14, <i32 1009, i32 1009, i32 1009, i32 1009>
  %17 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %6
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> %15, ptr %17, align 8, !tbaa !11
  store <4 x i32> %16, ptr %18, align 8, !tbaa !11
  %19 = sext <4 x i32> %15 to <4 x i64>
  %20 = sext <4 x i32> %16 to <4 x i64>
  %21 = add <4 x i64> %7, %19
  %22 = add <4 x i64> %8, %20
  %23 = add nuw i64 %6, 8
  %24 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, 1000
  br i1 %25, label %26, label %5, !llvm.loop !21

26:                                               ; preds = %5
  %27 = add <4 x i64> %22, %21
  %28 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %27)
  %29 = getelementptr inbounds i8, ptr %2, i64 4000
  store <8 x i8> <i8 98, i8 105, i8 103, i8 32, i8 101, i8 120, i8 99, i8 101>, ptr %29, align 8, !tbaa !18
  %30 = getelementptr inbounds i8, ptr %2, i64 4008
  store <4 x i8> <i8 112, i8 116, i8 105, i8 111>, ptr %30, align 8, !tbaa !18
  %31 = getelementptr inbounds i8, ptr %2, i64 4012
  store i8 110, ptr %31, align 4, !tbaa !18
  %32 = getelementptr inbounds i8, ptr %2, i64 4013
  store i8 0, ptr %32, align 1, !tbaa !18
  %33 = getelementptr inbounds i8, ptr %2, i64 4024
  store i64 %28, ptr %33, align 8, !tbaa !6
  %34 = tail call ptr @__cxa_allocate_exception(i64 4032) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4032) %34, ptr noundef nonnull align 8 dereferenceable(4032) %2, i64 4032, i1 false), !tbaa.struct !17
  tail call void @__cxa_throw(ptr %34, ptr nonnull @_ZTI3Big, ptr null) #8
  unreachable
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !10, i64 4024}
!7 = !{!"_ZTS3Big", !8, i64 0, !8, i64 4000, !10, i64 4024}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{i64 0, i64 4000, !18, i64 4000, i64 24, !18, i64 4024, i64 8, !19}
!18 = !{!8, !8, i64 0}
!19 = !{!10, !10, i64 0}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14, !15, !16}
