; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tracer = type { i32 }
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ i32 (...)**, i32 }>
%struct.Counted.base = type <{ i32 (...)**, i32 }>
%struct.Shape = type { i32 (...)**, i8* }

$_ZN6Widget4bumpEv = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape5sidesEv = comdat any

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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%struct.Shape*)* @_ZNK5Shape5sidesEv to i8*)] }, comdat, align 8
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget3whoEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6WidgetD2Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6WidgetD0Ev to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZThn16_N6Widget4bumpEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn16_N6WidgetD1Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn16_N6WidgetD0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i64 4098 }, comdat, align 8
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL4lazyvE1t = internal global i64 0, align 8
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]
@str = private unnamed_addr constant [12 x i8] c"main starts\00", align 1
@str.23 = private unnamed_addr constant [9 x i8] c"in scope\00", align 1
@str.24 = private unnamed_addr constant [13 x i8] c"main returns\00", align 1
@str.25 = private unnamed_addr constant [8 x i8] c"  ~Rect\00", align 1

; Function Attrs: nofree nounwind uwtable
define internal void @__dtor_global_a() #0 {
  %1 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i64 0, i32 0), align 4, !tbaa !4
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %1) #1
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(void ()*) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @__dtor_global_b() #0 {
  %1 = load i32, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i64 0, i32 0), align 4, !tbaa !4
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %1) #1
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i64 0, i64 0))
  %2 = tail call noalias noundef nonnull i8* @_Znwy(i64 noundef 32) #12
  %3 = bitcast i8* %2 to i32 (...)***
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8** %5, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, i8* %2, i64 16
  %7 = bitcast i8* %6 to <2 x double>*
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* %7, align 8, !tbaa !12
  %8 = tail call noalias noundef nonnull i8* @_Znwy(i64 noundef 32) #12
  %9 = bitcast i8* %8 to i32 (...)***
  %10 = getelementptr inbounds i8, i8* %8, i64 8
  %11 = bitcast i8* %10 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), i8** %11, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, i8* %8, i64 16
  %13 = bitcast i8* %12 to <2 x double>*
  store <2 x double> <double 2.500000e+00, double 2.500000e+00>, <2 x double>* %13, align 8, !tbaa !12
  %14 = tail call noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #12
  %15 = bitcast i8* %14 to i32 (...)***
  %16 = getelementptr inbounds i8, i8* %14, i64 8
  %17 = bitcast i8* %16 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i8** %17, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, i8* %14, i64 16
  %19 = bitcast i8* %18 to double*
  store double 1.000000e+00, double* %19, align 8, !tbaa !14
  %20 = tail call noalias noundef nonnull i8* @_Znwy(i64 noundef 32) #12
  %21 = bitcast i8* %20 to i32 (...)***
  %22 = getelementptr inbounds i8, i8* %20, i64 8
  %23 = bitcast i8* %22 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8** %23, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, i8* %20, i64 16
  %25 = bitcast i8* %24 to <2 x double>*
  store <2 x double> <double 5.000000e-01, double 8.000000e+00>, <2 x double>* %25, align 8, !tbaa !12
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), double noundef 1.200000e+01, i32 noundef 4) #1
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), double noundef 6.250000e+00, i32 noundef 4) #1
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), double noundef 0x400921FB54442D18, i32 noundef 0) #1
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), double noundef 4.000000e+00, i32 noundef 4) #1
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef 0x4039643F6A8885A3)
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i64 0, i64 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !16
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0)) #1
  tail call void @_ZdlPv(i8* noundef nonnull %2) #13
  %33 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i64 0, i64 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !16
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0)) #1
  tail call void @_ZdlPv(i8* noundef nonnull %8) #13
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %15, align 8, !tbaa !16
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0)) #1
  tail call void @_ZdlPv(i8* noundef nonnull %14) #13
  %36 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.25, i64 0, i64 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %21, align 8, !tbaa !16
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0)) #1
  tail call void @_ZdlPv(i8* noundef nonnull %20) #13
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), i32 noundef 7, i32 noundef 10, i32 noundef 20)
  %39 = tail call noalias noundef nonnull i8* @_Znwy(i64 noundef 32) #12
  %40 = bitcast i8* %39 to i32 (...)***
  %41 = getelementptr inbounds i8, i8* %39, i64 8
  %42 = bitcast i8* %41 to i32*
  store i32 7, i32* %42, align 8, !tbaa !18
  %43 = getelementptr inbounds i8, i8* %39, i64 16
  %44 = bitcast i8* %43 to i32 (...)***
  %45 = getelementptr inbounds i8, i8* %39, i64 24
  %46 = bitcast i8* %45 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %40, align 8, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %44, align 8, !tbaa !16
  store i32 10, i32* %46, align 8, !tbaa !20
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef 10)
  tail call void @_ZdlPv(i8* noundef nonnull %39) #13
  %48 = load atomic i8, i8* bitcast (i64* @_ZGVZL4lazyvE1t to i8*) acquire, align 8
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %56, !prof !22

50:                                               ; preds = %0
  %51 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL4lazyvE1t) #1
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  store i1 true, i1* @_ZZL4lazyvE1t.0, align 4
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef 99) #1
  %55 = tail call i32 @atexit(void ()* nonnull @__dtor__ZZL4lazyvE1t) #1
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL4lazyvE1t) #1
  br label %56

56:                                               ; preds = %0, %50, %53
  %57 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %58 = select i1 %57, i32 99, i32 0
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %58)
  %60 = load atomic i8, i8* bitcast (i64* @_ZGVZL4lazyvE1t to i8*) acquire, align 8
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %62, label %68, !prof !22

62:                                               ; preds = %56
  %63 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL4lazyvE1t) #1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %68, label %65

65:                                               ; preds = %62
  store i1 true, i1* @_ZZL4lazyvE1t.0, align 4
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef 99) #1
  %67 = tail call i32 @atexit(void ()* nonnull @__dtor__ZZL4lazyvE1t) #1
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL4lazyvE1t) #1
  br label %68

68:                                               ; preds = %56, %62, %65
  %69 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %70 = select i1 %69, i32 99, i32 0
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %70)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), double noundef 4.000000e+00, double noundef 3.000000e+00, i32 noundef 1)
  %73 = tail call noalias noundef nonnull i8* @_Znay(i64 noundef 28) #12
  %74 = bitcast i8* %73 to i64*
  store i64 5, i64* %74, align 8
  %75 = getelementptr inbounds i8, i8* %73, i64 8
  %76 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !23
  %77 = bitcast i8* %75 to i32*
  store i32 %76, i32* %77, align 4, !tbaa !24
  %78 = getelementptr inbounds i8, i8* %73, i64 12
  %79 = insertelement <4 x i32> poison, i32 %76, i64 0
  %80 = shufflevector <4 x i32> %79, <4 x i32> poison, <4 x i32> zeroinitializer
  %81 = add nsw <4 x i32> %80, <i32 1, i32 2, i32 3, i32 4>
  %82 = add nsw i32 %76, 5
  %83 = bitcast i8* %78 to <4 x i32>*
  store <4 x i32> %81, <4 x i32>* %83, align 4, !tbaa !24
  store i32 %82, i32* @_ZN7Counter4liveE, align 4, !tbaa !23
  %84 = extractelement <4 x i32> %81, i64 3
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %82, i32 noundef %84)
  %86 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !23
  %87 = add i32 %86, -5
  store i32 %87, i32* @_ZN7Counter4liveE, align 4, !tbaa !23
  tail call void @_ZdaPv(i8* noundef nonnull %73) #13
  %88 = load i32, i32* @_ZN7Counter4liveE, align 4, !tbaa !23
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef %88)
  %90 = load i32, i32* @_ZN7Account7opened_E, align 4, !tbaa !23
  %91 = add nsw i32 %90, 2
  store i32 %91, i32* @_ZN7Account7opened_E, align 4, !tbaa !23
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i64 noundef 300, i32 noundef %91)
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef 3) #1
  %94 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.23, i64 0, i64 0))
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef 3) #1
  %96 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.24, i64 0, i64 0))
  ret i32 13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i64 0, i32 2, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = add nsw i32 %3, 10
  store i32 %4, i32* %2, align 8, !tbaa !20
  ret i32 %4
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znay(i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.Shape, %struct.Shape* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !16
  %3 = getelementptr inbounds %struct.Shape, %struct.Shape* %0, i64 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !9
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef %4)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  tail call void @llvm.trap() #14
  unreachable
}

declare dso_local void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape5sidesEv(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret i32 0
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Widget3whoEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.Widget* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #13
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i64 -1, i32 2
  %3 = getelementptr inbounds %struct.Counted.base, %struct.Counted.base* %2, i64 2
  %4 = bitcast %struct.Counted.base* %3 to i32*
  %5 = load i32, i32* %4, align 8, !tbaa !20
  %6 = add nsw i32 %5, 10
  store i32 %6, i32* %4, align 8, !tbaa !20
  ret i32 %6
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD1Ev(%struct.Widget* noundef %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD0Ev(%struct.Widget* noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i64 -1, i32 2
  %3 = bitcast %struct.Counted.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #13
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #10

; Function Attrs: nofree norecurse nounwind uwtable
define internal void @__dtor__ZZL4lazyvE1t() #11 {
  %1 = load i1, i1* @_ZZL4lazyvE1t.0, align 4
  %2 = select i1 %1, i32 99, i32 0
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef %2) #1
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_release(i64*) local_unnamed_addr #10

; Function Attrs: nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #8 {
  store i32 1, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_a, i64 0, i32 0), align 4, !tbaa !4
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef 1) #1
  %2 = tail call i32 @atexit(void ()* nonnull @__dtor_global_a) #1
  store i32 2, i32* getelementptr inbounds (%struct.Tracer, %struct.Tracer* @global_b, i64 0, i32 0), align 4, !tbaa !4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef 2) #1
  %4 = tail call i32 @atexit(void ()* nonnull @__dtor_global_b) #1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { nofree nounwind }
attributes #11 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { builtin nounwind allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"_ZTS6Tracer", !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"_ZTS5Shape", !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = !{!15, !13, i64 16}
!15 = !{!"_ZTS6Circle", !13, i64 16}
!16 = !{!17, !17, i64 0}
!17 = !{!"vtable pointer", !8, i64 0}
!18 = !{!19, !6, i64 8}
!19 = !{!"_ZTS5Named", !6, i64 8}
!20 = !{!21, !6, i64 8}
!21 = !{!"_ZTS7Counted", !6, i64 8}
!22 = !{!"branch_weights", i32 1, i32 1048575}
!23 = !{!6, !6, i64 0}
!24 = !{!25, !6, i64 0}
!25 = !{!"_ZTS7Counter", !6, i64 0}
