; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Tracer = type { i32 }

@global_a = hidden local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
@__dso_handle = external hidden global i8
@global_b = hidden local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
@_ZN7Counter4liveE = hidden local_unnamed_addr global i32 0, align 4
@_ZN7Account7opened_E = hidden local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"total area %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"who %s tag %d bump %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"heap widget count %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"lazy %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"lazy again %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"vec (%g, %g) eq %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"counters live %d last %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"counters live after delete[] %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"account %lld opened %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [24 x i8] c"Tracer(%d) constructed\0A\00", align 1
@.str.16 = private unnamed_addr constant [22 x i8] c"Tracer(%d) destroyed\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@.str.21 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL4lazyvE1t = internal unnamed_addr global i1 false, align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.25 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.26 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.27 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define internal void @__cxx_global_array_dtor(i8* nocapture noundef readnone %0) #0 {
  %2 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i32 0, i32 0), align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef %2) #5
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal void @__cxx_global_array_dtor.2(i8* nocapture noundef readnone %0) #0 {
  %2 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i32 0, i32 0), align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef %2) #5
  ret void
}

; Function Attrs: norecurse nounwind
define hidden noundef i32 @main() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i32 0, i32 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), double noundef 1.200000e+01, i32 noundef 4) #5
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0), double noundef 6.250000e+00, i32 noundef 4) #5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), double noundef 0x400921FB54442D18, i32 noundef 0) #5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), double noundef 4.000000e+00, i32 noundef 4) #5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), double noundef 0x4039643F6A8885A3)
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.27, i32 0, i32 0)) #5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)) #5
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.27, i32 0, i32 0)) #5
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0)) #5
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0)) #5
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.27, i32 0, i32 0)) #5
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)) #5
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i32 0, i32 0), i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0), i32 noundef 10)
  %16 = load i1, i1* @_ZGVZL4lazyvE1t, align 1
  br i1 %16, label %20, label %17, !prof !7

17:                                               ; preds = %0
  store i1 true, i1* @_ZZL4lazyvE1t.0, align 4
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.15, i32 0, i32 0), i32 noundef 99) #5
  %19 = tail call i32 @__cxa_atexit(void (i8*)* nonnull @__cxx_global_array_dtor.24, i8* null, i8* nonnull @__dso_handle) #5
  store i1 true, i1* @_ZGVZL4lazyvE1t, align 1
  br label %20

20:                                               ; preds = %0, %17
  %21 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %22 = select i1 %21, i32 99, i32 0
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0), i32 noundef %22)
  %24 = load i1, i1* @_ZGVZL4lazyvE1t, align 1
  br i1 %24, label %28, label %25, !prof !7

25:                                               ; preds = %20
  store i1 true, i1* @_ZZL4lazyvE1t.0, align 4
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.15, i32 0, i32 0), i32 noundef 99) #5
  %27 = tail call i32 @__cxa_atexit(void (i8*)* nonnull @__cxx_global_array_dtor.24, i8* null, i8* nonnull @__dso_handle) #5
  store i1 true, i1* @_ZGVZL4lazyvE1t, align 1
  br label %28

28:                                               ; preds = %20, %25
  %29 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %30 = select i1 %29, i32 99, i32 0
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %30)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %33 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !8
  %34 = add nsw i32 %33, 4
  %35 = add nsw i32 %33, 5
  store i32 %35, i32* @_ZN7Counter4liveE, align 4, !tbaa !8
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i32 0, i32 0), i32 noundef %35, i32 noundef %34)
  %37 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !8
  %38 = add i32 %37, -5
  store i32 %38, i32* @_ZN7Counter4liveE, align 4, !tbaa !8
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.11, i32 0, i32 0), i32 noundef %38)
  %40 = load i32, i32* @_ZN7Account7opened_E, align 4, !tbaa !8
  %41 = add nsw i32 %40, 2
  store i32 %41, i32* @_ZN7Account7opened_E, align 4, !tbaa !8
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i32 0, i32 0), i64 noundef 300, i32 noundef %41)
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.15, i32 0, i32 0), i32 noundef 3) #5
  %44 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.25, i32 0, i32 0))
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef 3) #5
  %46 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.26, i32 0, i32 0))
  ret i32 13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nounwind
define internal void @__cxx_global_array_dtor.24(i8* nocapture noundef readnone %0) #4 {
  %2 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %3 = select i1 %2, i32 99, i32 0
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef %3) #5
  ret void
}

; Function Attrs: nofree nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #0 {
  store i32 1, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i32 0, i32 0), align 4, !tbaa !2
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.15, i32 0, i32 0), i32 noundef 1) #5
  %2 = tail call i32 @__cxa_atexit(void (i8*)* nonnull @__cxx_global_array_dtor, i8* null, i8* nonnull @__dso_handle) #5
  store i32 2, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i32 0, i32 0), align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.15, i32 0, i32 0), i32 noundef 2) #5
  %4 = tail call i32 @__cxa_atexit(void (i8*)* nonnull @__cxx_global_array_dtor.2, i8* null, i8* nonnull @__dso_handle) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS6Tracer", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!"branch_weights", i32 1048575, i32 1}
!8 = !{!4, !4, i64 0}
