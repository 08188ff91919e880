; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
          to label %40 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Big) #7
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %79

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #7
  %10 = getelementptr inbounds i8, ptr %9, i64 4024
  %11 = load i64, ptr %10, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %12, %7
  %13 = phi i64 [ 0, %7 ], [ %33, %12 ]
  %14 = phi <2 x i64> [ zeroinitializer, %7 ], [ %31, %12 ]
  %15 = phi <2 x i64> [ zeroinitializer, %7 ], [ %32, %12 ]
  %16 = getelementptr inbounds [1000 x i32], ptr %9, i64 0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load <2 x i32>, ptr %16, align 4, !tbaa !10
  %19 = load <2 x i32>, ptr %17, align 4, !tbaa !10
  %20 = sext <2 x i32> %18 to <2 x i64>
  %21 = sext <2 x i32> %19 to <2 x i64>
  %22 = add <2 x i64> %14, %20
  %23 = add <2 x i64> %15, %21
  %24 = or disjoint i64 %13, 4
  %25 = getelementptr inbounds [1000 x i32], ptr %9, i64 0, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load <2 x i32>, ptr %25, align 4, !tbaa !10
  %28 = load <2 x i32>, ptr %26, align 4, !tbaa !10
  %29 = sext <2 x i32> %27 to <2 x i64>
  %30 = sext <2 x i32> %28 to <2 x i64>
  %31 = add <2 x i64> %22, %29
  %32 = add <2 x i64> %23, %30
  %33 = add nuw nsw i64 %13, 8
  %34 = icmp eq i64 %33, 1000
  br i1 %34, label %35, label %12, !llvm.loop !12

35:                                               ; preds = %12
  %36 = add <2 x i64> %32, %31
  %37 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %36)
  %38 = getelementptr inbounds i8, ptr %9, i64 4000
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %38, i64 noundef %11, i64 noundef %37)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %78 unwind label %41

40:                                               ; preds = %0
  unreachable

41:                                               ; preds = %35
  %42 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %43 = extractvalue { ptr, i32 } %42, 1
  %44 = icmp eq i32 %43, %4
  br i1 %44, label %45, label %79

45:                                               ; preds = %41
  %46 = extractvalue { ptr, i32 } %42, 0
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %1) #7
  %47 = tail call ptr @__cxa_begin_catch(ptr %46) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4032) %1, ptr noundef nonnull align 8 dereferenceable(4032) %47, i64 4032, i1 false), !tbaa.struct !16
  %48 = getelementptr inbounds i8, ptr %1, i64 4024
  %49 = load i64, ptr %48, align 8, !tbaa !5
  br label %50

50:                                               ; preds = %50, %45
  %51 = phi i64 [ 0, %45 ], [ %71, %50 ]
  %52 = phi <2 x i64> [ zeroinitializer, %45 ], [ %69, %50 ]
  %53 = phi <2 x i64> [ zeroinitializer, %45 ], [ %70, %50 ]
  %54 = getelementptr inbounds [1000 x i32], ptr %1, i64 0, i64 %51
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  %56 = load <2 x i32>, ptr %54, align 8, !tbaa !10
  %57 = load <2 x i32>, ptr %55, align 8, !tbaa !10
  %58 = sext <2 x i32> %56 to <2 x i64>
  %59 = sext <2 x i32> %57 to <2 x i64>
  %60 = add <2 x i64> %52, %58
  %61 = add <2 x i64> %53, %59
  %62 = or disjoint i64 %51, 4
  %63 = getelementptr inbounds [1000 x i32], ptr %1, i64 0, i64 %62
  %64 = getelementptr inbounds i8, ptr %63, i64 8
  %65 = load <2 x i32>, ptr %63, align 8, !tbaa !10
  %66 = load <2 x i32>, ptr %64, align 8, !tbaa !10
  %67 = sext <2 x i32> %65 to <2 x i64>
  %68 = sext <2 x i32> %66 to <2 x i64>
  %69 = add <2 x i64> %60, %67
  %70 = add <2 x i64> %61, %68
  %71 = add nuw nsw i64 %51, 8
  %72 = icmp eq i64 %71, 1000
  br i1 %72, label %73, label %50, !llvm.loop !19

73:                                               ; preds = %50
  %74 = add <2 x i64> %70, %69
  %75 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %74)
  %76 = getelementptr inbounds i8, ptr %1, i64 4000
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %76, i64 noundef %49, i64 noundef %75)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 4032, ptr nonnull %1) #7
  ret i32 0

78:                                               ; preds = %35
  unreachable

79:                                               ; preds = %41, %2
  %80 = phi { ptr, i32 } [ %42, %41 ], [ %3, %2 ]
  resume { ptr, i32 } %80
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #7
  br label %10

3:                                                ; preds = %10
  %4 = getelementptr inbounds i8, ptr %2, i64 4000
  store <8 x i8> <i8 98, i8 105, i8 103, i8 32, i8 101, i8 120, i8 99, i8 101>, ptr %4, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %2, i64 4008
  store <4 x i8> <i8 112, i8 116, i8 105, i8 111>, ptr %5, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %2, i64 4012
  store i8 110, ptr %6, align 4, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %2, i64 4013
  store i8 0, ptr %7, align 1, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %2, i64 4024
  store i64 %27, ptr %8, align 8, !tbaa !5
  %9 = tail call ptr @__cxa_allocate_exception(i64 4032) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4032) %9, ptr noundef nonnull align 8 dereferenceable(4032) %2, i64 4032, i1 false), !tbaa.struct !16
  tail call void @__cxa_throw(ptr %9, ptr nonnull @_ZTI3Big, ptr null) #8
  unreachable

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %28, %10 ]
  %12 = phi i64 [ 0, %1 ], [ %27, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = mul i32 %13, %0
  %15 = add i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %11
  store i32 %16, ptr %17, align 8, !tbaa !10
  %18 = sext i32 %16 to i64
  %19 = add nsw i64 %12, %18
  %20 = or disjoint i64 %11, 1
  %21 = trunc i64 %20 to i32
  %22 = mul i32 %21, %0
  %23 = add i32 %22, 7
  %24 = srem i32 %23, 1009
  %25 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %20
  store i32 %24, ptr %25, align 4, !tbaa !10
  %26 = sext i32 %24 to i64
  %27 = add nsw i64 %19, %26
  %28 = add nuw nsw i64 %11, 2
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %3, label %10, !llvm.loop !20
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !9, i64 4024}
!6 = !{!"_ZTS3Big", !7, i64 0, !7, i64 4000, !9, i64 4024}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"long long", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{i64 0, i64 4000, !17, i64 4000, i64 24, !17, i64 4024, i64 8, !18}
!17 = !{!7, !7, i64 0}
!18 = !{!9, !9, i64 0}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13}
