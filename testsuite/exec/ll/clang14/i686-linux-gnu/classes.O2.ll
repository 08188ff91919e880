; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Tracer = type { i32 }

$_ZN6TracerD2Ev = comdat any

@global_a = dso_local global %struct.Tracer zeroinitializer, align 4
@__dso_handle = external hidden global i8
@global_b = dso_local global %struct.Tracer zeroinitializer, align 4
@_ZN7Counter4liveE = dso_local local_unnamed_addr global i32 0, align 4
@_ZN7Account7opened_E = dso_local local_unnamed_addr global i32 0, align 4
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
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i64 0, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.23 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.24 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.25 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !6
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0), i32 noundef %3)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i32 0, i32 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), double noundef 1.200000e+01, i32 noundef 4) #5
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0), double noundef 6.250000e+00, i32 noundef 4) #5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0), double noundef 0x400921FB54442D18, i32 noundef 0) #5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), double noundef 4.000000e+00, i32 noundef 4) #5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef 0x4039643F6A8885A3)
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)) #5
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)) #5
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0)) #5
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i32 0, i32 0)) #5
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)) #5
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0), i32 noundef 10)
  %16 = load atomic i8, i8* bitcast (i64* @_ZGVZL4lazyvE1t to i8*) acquire, align 4
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %18, label %24, !prof !11

18:                                               ; preds = %0
  %19 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL4lazyvE1t) #5
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  store i32 99, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !6
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 99) #5
  %23 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* nonnull @__dso_handle) #5
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL4lazyvE1t) #5
  br label %24

24:                                               ; preds = %0, %18, %21
  %25 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !6
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %25)
  %27 = load atomic i8, i8* bitcast (i64* @_ZGVZL4lazyvE1t to i8*) acquire, align 4
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %35, !prof !11

29:                                               ; preds = %24
  %30 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL4lazyvE1t) #5
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  store i32 99, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !6
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 99) #5
  %34 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* nonnull @__dso_handle) #5
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL4lazyvE1t) #5
  br label %35

35:                                               ; preds = %24, %29, %32
  %36 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @_ZZL4lazyvE1t, i32 0, i32 0), align 4, !tbaa !6
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef %36)
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %39 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !12
  %40 = add nsw i32 %39, 4
  %41 = add nsw i32 %39, 5
  store i32 %41, i32* @_ZN7Counter4liveE, align 4, !tbaa !12
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %41, i32 noundef %40)
  %43 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !12
  %44 = add i32 %43, -5
  store i32 %44, i32* @_ZN7Counter4liveE, align 4, !tbaa !12
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %44)
  %46 = load i32, i32* @_ZN7Account7opened_E, align 4, !tbaa !12
  %47 = add nsw i32 %46, 2
  store i32 %47, i32* @_ZN7Account7opened_E, align 4, !tbaa !12
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i32 0, i32 0), i64 noundef 300, i32 noundef %47)
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 3) #5
  %50 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.23, i32 0, i32 0))
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0), i32 noundef 3) #5
  %52 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.24, i32 0, i32 0))
  ret i32 13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #4 section ".text.startup" {
  store i32 1, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i32 0, i32 0), align 4, !tbaa !6
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 1) #5
  %2 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_a to i8*), i8* nonnull @__dso_handle) #5
  store i32 2, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i32 0, i32 0), align 4, !tbaa !6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef 2) #5
  %4 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_b to i8*), i8* nonnull @__dso_handle) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Tracer", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"branch_weights", i32 1, i32 1048575}
!12 = !{!8, !8, i64 0}
