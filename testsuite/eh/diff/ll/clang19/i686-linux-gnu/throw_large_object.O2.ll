; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Big }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Big, align 4
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %44 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Big) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %87

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #6
  %10 = getelementptr inbounds i8, ptr %9, i32 4024
  %11 = load i64, ptr %10, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %12, %7
  %13 = phi i32 [ 0, %7 ], [ %39, %12 ]
  %14 = phi i64 [ 0, %7 ], [ %38, %12 ]
  %15 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %13
  %16 = load i32, ptr %15, align 4, !tbaa !11
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = add nuw nsw i32 %13, 1
  %20 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %19
  %21 = load i32, ptr %20, align 4, !tbaa !11
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %18, %22
  %24 = add nuw nsw i32 %13, 2
  %25 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !11
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %23, %27
  %29 = add nuw nsw i32 %13, 3
  %30 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %29
  %31 = load i32, ptr %30, align 4, !tbaa !11
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %28, %32
  %34 = add nuw nsw i32 %13, 4
  %35 = getelementptr inbounds [1000 x i32], ptr %9, i32 0, i32 %34
  %36 = load i32, ptr %35, align 4, !tbaa !11
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %33, %37
  %39 = add nuw nsw i32 %13, 5
  %40 = icmp eq i32 %39, 1000
  br i1 %40, label %41, label %12, !llvm.loop !13

41:                                               ; preds = %12
  %42 = getelementptr inbounds i8, ptr %9, i32 4000
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %42, i64 noundef %11, i64 noundef %38)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %86 unwind label %45

44:                                               ; preds = %0
  unreachable

45:                                               ; preds = %41
  %46 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %47 = extractvalue { ptr, i32 } %46, 1
  %48 = icmp eq i32 %47, %4
  br i1 %48, label %49, label %87

49:                                               ; preds = %45
  %50 = extractvalue { ptr, i32 } %46, 0
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %1) #6
  %51 = tail call ptr @__cxa_begin_catch(ptr %50) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(4032) %1, ptr noundef nonnull align 4 dereferenceable(4032) %51, i32 4032, i1 false), !tbaa.struct !15
  %52 = getelementptr inbounds i8, ptr %1, i32 4024
  %53 = load i64, ptr %52, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %54, %49
  %55 = phi i32 [ 0, %49 ], [ %81, %54 ]
  %56 = phi i64 [ 0, %49 ], [ %80, %54 ]
  %57 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %55
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = add nuw nsw i32 %55, 1
  %62 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %61
  %63 = load i32, ptr %62, align 4, !tbaa !11
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %60, %64
  %66 = add nuw nsw i32 %55, 2
  %67 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %66
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %65, %69
  %71 = add nuw nsw i32 %55, 3
  %72 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %71
  %73 = load i32, ptr %72, align 4, !tbaa !11
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %70, %74
  %76 = add nuw nsw i32 %55, 4
  %77 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %76
  %78 = load i32, ptr %77, align 4, !tbaa !11
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %75, %79
  %81 = add nuw nsw i32 %55, 5
  %82 = icmp eq i32 %81, 1000
  br i1 %82, label %83, label %54, !llvm.loop !13

83:                                               ; preds = %54
  %84 = getelementptr inbounds i8, ptr %1, i32 4000
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %84, i64 noundef %53, i64 noundef %80)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 4032, ptr nonnull %1) #6
  ret i32 0

86:                                               ; preds = %41
  unreachable

87:                                               ; preds = %45, %2
  %88 = phi { ptr, i32 } [ %46, %45 ], [ %3, %2 ]
  resume { ptr, i32 } %88
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #6
  br label %20

3:                                                ; preds = %20
  %4 = getelementptr inbounds i8, ptr %2, i32 4000
  store i8 98, ptr %4, align 4, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %2, i32 4001
  store i8 105, ptr %5, align 1, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %2, i32 4002
  store i8 103, ptr %6, align 2, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %2, i32 4003
  store i8 32, ptr %7, align 1, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %2, i32 4004
  store i8 101, ptr %8, align 4, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %2, i32 4005
  store i8 120, ptr %9, align 1, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %2, i32 4006
  store i8 99, ptr %10, align 2, !tbaa !16
  %11 = getelementptr inbounds i8, ptr %2, i32 4007
  store i8 101, ptr %11, align 1, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %2, i32 4008
  store i8 112, ptr %12, align 4, !tbaa !16
  %13 = getelementptr inbounds i8, ptr %2, i32 4009
  store i8 116, ptr %13, align 1, !tbaa !16
  %14 = getelementptr inbounds i8, ptr %2, i32 4010
  store i8 105, ptr %14, align 2, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %2, i32 4011
  store i8 111, ptr %15, align 1, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %2, i32 4012
  store i8 110, ptr %16, align 4, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %2, i32 4013
  store i8 0, ptr %17, align 1, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %2, i32 4024
  store i64 %35, ptr %18, align 4, !tbaa !6
  %19 = tail call ptr @__cxa_allocate_exception(i32 4032) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 16 dereferenceable(4032) %19, ptr noundef nonnull align 4 dereferenceable(4032) %2, i32 4032, i1 false), !tbaa.struct !15
  tail call void @__cxa_throw(ptr %19, ptr nonnull @_ZTI3Big, ptr null) #7
  unreachable

20:                                               ; preds = %20, %1
  %21 = phi i64 [ 0, %1 ], [ %35, %20 ]
  %22 = phi i32 [ 0, %1 ], [ %36, %20 ]
  %23 = mul nsw i32 %22, %0
  %24 = add nsw i32 %23, 7
  %25 = srem i32 %24, 1009
  %26 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %22
  store i32 %25, ptr %26, align 4, !tbaa !11
  %27 = sext i32 %25 to i64
  %28 = add nsw i64 %21, %27
  %29 = or disjoint i32 %22, 1
  %30 = mul nsw i32 %29, %0
  %31 = add nsw i32 %30, 7
  %32 = srem i32 %31, 1009
  %33 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %29
  store i32 %32, ptr %33, align 4, !tbaa !11
  %34 = sext i32 %32 to i64
  %35 = add nsw i64 %28, %34
  %36 = add nuw nsw i32 %22, 2
  %37 = icmp eq i32 %36, 1000
  br i1 %37, label %3, label %20, !llvm.loop !18
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !10, i64 4024}
!7 = !{!"_ZTS3Big", !8, i64 0, !8, i64 4000, !10, i64 4024}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 0, i64 4000, !16, i64 4000, i64 24, !16, i64 4024, i64 8, !17}
!16 = !{!8, !8, i64 0}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !14}
