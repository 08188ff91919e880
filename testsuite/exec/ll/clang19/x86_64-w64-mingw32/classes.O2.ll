; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tracer = type { i32 }

$_ZN6Widget4bumpEv = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape5sidesEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZNK6Widget3whoEv = comdat any

$_ZN6WidgetD0Ev = comdat any

$_ZThn16_N6Widget4bumpEv = comdat any

$_ZThn16_N6WidgetD1Ev = comdat any

$_ZThn16_N6WidgetD0Ev = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Widget = comdat any

$_ZTS6Widget = comdat any

$_ZTS5Named = comdat any

$_ZTI5Named = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTI6Widget = comdat any

@global_a = dso_local local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
@global_b = dso_local local_unnamed_addr global %struct.Tracer zeroinitializer, align 4
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
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape5sidesEv] }, comdat, align 8
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget3whoEv, ptr @_ZN6WidgetD2Ev, ptr @_ZN6WidgetD0Ev, ptr @_ZN6Widget4bumpEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI6Widget, ptr @_ZThn16_N6Widget4bumpEv, ptr @_ZThn16_N6WidgetD1Ev, ptr @_ZThn16_N6WidgetD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Named }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i64 2, ptr @_ZTI7Counted, i64 4098 }, comdat, align 8
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL4lazyvE1t = internal global i64 0, align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_classes.cpp, ptr null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.23 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.24 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.25 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

; Function Attrs: nofree nounwind uwtable
define internal void @__dtor_global_a() #0 {
  %1 = load i32, ptr @global_a, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @atexit(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @__dtor_global_b() #0 {
  %1 = load i32, ptr @global_b, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %1)
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #11
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.2, ptr %3, align 8, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %4, align 8, !tbaa !13
  %5 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #11
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %6, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 2.500000e+00, double 2.500000e+00>, ptr %7, align 8, !tbaa !13
  %8 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwy(i64 noundef 24) #11
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.19, ptr %9, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store double 1.000000e+00, ptr %10, align 8, !tbaa !15
  %11 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #11
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.2, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> <double 5.000000e-01, double 8.000000e+00>, ptr %13, align 8, !tbaa !13
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, double noundef 1.200000e+01, i32 noundef 4)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.18, double noundef 6.250000e+00, i32 noundef 4)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.19, double noundef 0x400921FB54442D18, i32 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, double noundef 4.000000e+00, i32 noundef 4)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x4039643F6A8885A3)
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.25)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Shape, i64 16), ptr %2, align 8, !tbaa !17
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2)
  tail call void @_ZdlPv(ptr noundef nonnull %2) #12
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.25)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Shape, i64 16), ptr %5, align 8, !tbaa !17
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.18)
  tail call void @_ZdlPv(ptr noundef nonnull %5) #12
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Shape, i64 16), ptr %8, align 8, !tbaa !17
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.19)
  tail call void @_ZdlPv(ptr noundef nonnull %8) #12
  %24 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.25)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Shape, i64 16), ptr %11, align 8, !tbaa !17
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2)
  tail call void @_ZdlPv(ptr noundef nonnull %11) #12
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.22, i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %27 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #11
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store i32 7, ptr %28, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %27, i64 16
  %30 = getelementptr inbounds i8, ptr %27, i64 24
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Widget, i64 16), ptr %27, align 8, !tbaa !17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Widget, i64 64), ptr %29, align 8, !tbaa !17
  store i32 10, ptr %30, align 8, !tbaa !21
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  tail call void @_ZdlPv(ptr noundef nonnull %27) #12
  %32 = load atomic i8, ptr @_ZGVZL4lazyvE1t acquire, align 8
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %34, label %40, !prof !23

34:                                               ; preds = %0
  %35 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL4lazyvE1t) #13
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %34
  store i1 true, ptr @_ZZL4lazyvE1t.0, align 4
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 99)
  %39 = tail call i32 @atexit(ptr nonnull @__dtor__ZZL4lazyvE1t) #13
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL4lazyvE1t) #13
  br label %40

40:                                               ; preds = %0, %34, %37
  %41 = load i1, ptr @_ZZL4lazyvE1t.0, align 4
  %42 = select i1 %41, i32 99, i32 0
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %42)
  %44 = load atomic i8, ptr @_ZGVZL4lazyvE1t acquire, align 8
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %52, !prof !23

46:                                               ; preds = %40
  %47 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL4lazyvE1t) #13
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %46
  store i1 true, ptr @_ZZL4lazyvE1t.0, align 4
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 99)
  %51 = tail call i32 @atexit(ptr nonnull @__dtor__ZZL4lazyvE1t) #13
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL4lazyvE1t) #13
  br label %52

52:                                               ; preds = %40, %46, %49
  %53 = load i1, ptr @_ZZL4lazyvE1t.0, align 4
  %54 = select i1 %53, i32 99, i32 0
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %54)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %57 = tail call noalias noundef nonnull dereferenceable(28) ptr @_Znay(i64 noundef 28) #11
  store i64 5, ptr %57, align 8
  %58 = load i32, ptr @_ZN7Counter4liveE, align 4, !tbaa !24
  %59 = getelementptr inbounds i8, ptr %57, i64 8
  store i32 %58, ptr %59, align 4, !tbaa !25
  %60 = getelementptr inbounds i8, ptr %57, i64 12
  %61 = add nsw i32 %58, 5
  %62 = insertelement <4 x i32> poison, i32 %58, i64 0
  %63 = shufflevector <4 x i32> %62, <4 x i32> poison, <4 x i32> zeroinitializer
  %64 = add nsw <4 x i32> %63, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %64, ptr %60, align 4, !tbaa !25
  store i32 %61, ptr @_ZN7Counter4liveE, align 4, !tbaa !24
  %65 = extractelement <4 x i32> %64, i64 3
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %61, i32 noundef %65)
  %67 = load i32, ptr @_ZN7Counter4liveE, align 4, !tbaa !24
  %68 = add i32 %67, -5
  store i32 %68, ptr @_ZN7Counter4liveE, align 4, !tbaa !24
  tail call void @_ZdaPv(ptr noundef nonnull %57) #12
  %69 = load i32, ptr @_ZN7Counter4liveE, align 4, !tbaa !24
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %69)
  %71 = load i32, ptr @_ZN7Account7opened_E, align 4, !tbaa !24
  %72 = add nsw i32 %71, 2
  store i32 %72, ptr @_ZN7Account7opened_E, align 4, !tbaa !24
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 300, i32 noundef %72)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 3)
  %75 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.23)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3)
  %77 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.24)
  ret i32 13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load i32, ptr %2, align 8, !tbaa !21
  %4 = add nsw i32 %3, 10
  store i32 %4, ptr %2, align 8, !tbaa !21
  ret i32 %4
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znay(i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  tail call void @llvm.trap() #14
  unreachable
}

declare dso_local void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret i32 0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV5Shape, i64 16), ptr %0, align 8, !tbaa !17
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %3)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Widget3whoEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  ret ptr @.str.22
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #12
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !21
  %4 = add nsw i32 %3, 10
  store i32 %4, ptr %2, align 8, !tbaa !21
  ret i32 %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD1Ev(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD0Ev(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #12
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @__dtor__ZZL4lazyvE1t() #0 {
  %1 = load i1, ptr @_ZZL4lazyvE1t.0, align 4
  %2 = select i1 %1, i32 99, i32 0
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %2)
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_release(ptr) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #0 {
  store i32 1, ptr @global_a, align 4, !tbaa !5
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1)
  %2 = tail call i32 @atexit(ptr nonnull @__dtor_global_a) #13
  store i32 2, ptr @global_b, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2)
  %4 = tail call i32 @atexit(ptr nonnull @__dtor_global_b) #13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS6Tracer", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS5Shape", !12, i64 8}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = !{!16, !14, i64 16}
!16 = !{!"_ZTS6Circle", !11, i64 0, !14, i64 16}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !9, i64 0}
!19 = !{!20, !7, i64 8}
!20 = !{!"_ZTS5Named", !7, i64 8}
!21 = !{!22, !7, i64 8}
!22 = !{!"_ZTS7Counted", !7, i64 8}
!23 = !{!"branch_weights", i32 1, i32 1048575}
!24 = !{!7, !7, i64 0}
!25 = !{!26, !7, i64 0}
!26 = !{!"_ZTS7Counter", !7, i64 0}
