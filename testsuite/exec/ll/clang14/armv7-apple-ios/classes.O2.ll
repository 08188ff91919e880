; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Tracer = type { i32 }

@global_a = global %struct.Tracer zeroinitializer, align 4
@__dso_handle = external hidden global i8
@global_b = global %struct.Tracer zeroinitializer, align 4
@_ZN7Counter4liveE = local_unnamed_addr global i32 0, align 4
@_ZN7Account7opened_E = local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"total area %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"who %s tag %d bump %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"heap widget count %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"lazy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"lazy again %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"vec (%g, %g) eq %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"counters live %d last %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"counters live after delete[] %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"account %lld opened %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"Tracer(%d) constructed\0A\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"Tracer(%d) destroyed\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.23 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.24 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.25 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

; Function Attrs: nounwind
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0), i32 noundef %3) #5
  ret %struct.Tracer* %0
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: norecurse nounwind
define noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i32 0, i32 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), double noundef 1.200000e+01, i32 noundef 4) #5
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 6.250000e+00, i32 noundef 4) #5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0), double noundef 0x400921FB54442D18, i32 noundef 0) #5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), double noundef 4.000000e+00, i32 noundef 4) #5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef 0x4039643F6A8885A3)
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)) #5
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)) #5
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0)) #5
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)) #5
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0), i32 noundef 10)
  %16 = load atomic i8, i8* bitcast (i32* @_ZGVZL4lazyvE1t to i8*) acquire, align 4
  %17 = and i8 %16, 1
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %19, label %25, !prof !14

19:                                               ; preds = %0
  %20 = tail call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL4lazyvE1t) #5
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %19
  store i32 99, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !9
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 99) #5
  %24 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* nonnull @__dso_handle) #5
  tail call void @__cxa_guard_release(i32* nonnull @_ZGVZL4lazyvE1t) #5
  br label %25

25:                                               ; preds = %0, %19, %22
  %26 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !9
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %26)
  %28 = load atomic i8, i8* bitcast (i32* @_ZGVZL4lazyvE1t to i8*) acquire, align 4
  %29 = and i8 %28, 1
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %37, !prof !14

31:                                               ; preds = %25
  %32 = tail call i32 @__cxa_guard_acquire(i32* nonnull @_ZGVZL4lazyvE1t) #5
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %31
  store i32 99, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !9
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 99) #5
  %36 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* nonnull @__dso_handle) #5
  tail call void @__cxa_guard_release(i32* nonnull @_ZGVZL4lazyvE1t) #5
  br label %37

37:                                               ; preds = %25, %31, %34
  %38 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !9
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef %38)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %41 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !15
  %42 = add nsw i32 %41, 4
  %43 = add nsw i32 %41, 5
  store i32 %43, i32* @_ZN7Counter4liveE, align 4, !tbaa !15
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %43, i32 noundef %42)
  %45 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !15
  %46 = add i32 %45, -5
  store i32 %46, i32* @_ZN7Counter4liveE, align 4, !tbaa !15
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %46)
  %48 = load i32, i32* @_ZN7Account7opened_E, align 4, !tbaa !15
  %49 = add nsw i32 %48, 2
  store i32 %49, i32* @_ZN7Account7opened_E, align 4, !tbaa !15
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i32 0, i32 0), i64 noundef 300, i32 noundef %49)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 3) #5
  %52 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.23, i32 0, i32 0))
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0), i32 noundef 3) #5
  %54 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.24, i32 0, i32 0))
  ret i32 13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i32*) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i32*) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #4 section "__TEXT,__StaticInit,regular,pure_instructions" {
  store i32 1, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i32 0, i32 0), align 4, !tbaa !9
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 1) #5
  %2 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_a to i8*), i8* nonnull @__dso_handle) #5
  store i32 2, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i32 0, i32 0), align 4, !tbaa !9
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 2) #5
  %4 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_b to i8*), i8* nonnull @__dso_handle) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS6Tracer", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!"branch_weights", i32 1, i32 1048575}
!15 = !{!11, !11, i64 0}
